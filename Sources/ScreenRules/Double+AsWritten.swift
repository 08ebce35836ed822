extension Double {
    /// The number as people write it: `500`, not `500.0`.
    public var asWritten: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
