// The ScreenCatalog layer.
