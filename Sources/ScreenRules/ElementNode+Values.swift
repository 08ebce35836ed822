import ScreenCatalog

extension ElementNode {
    /// A number property's value, else the catalog's default for it.
    func numberValueOrDefault(_ property: String) -> Double? {
        numberValue(property) ?? spec?.property(named: property)?.defaultValue.flatMap(Double.init)
    }

    /// Not hidden with `hidden: true`, so people see it.
    var isShown: Bool { boolValue("hidden") != true }
}
