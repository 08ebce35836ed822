extension String {
    /// The title reduced to what a word list can match: no case, no surrounding spaces or
    /// punctuation, so "Error!", " error " and "錯誤！" all read as the bare word.
    var bareTitle: String {
        let isTrimmed: (Character) -> Bool = { $0.isWhitespace || $0.isPunctuation }
        return String(lowercased().drop(while: isTrimmed).reversed().drop(while: isTrimmed).reversed())
    }
}
