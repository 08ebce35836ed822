// The ScreenLSP layer.
