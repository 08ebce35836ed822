// The ScreenIDE layer.
