" .screen files are ScreenKit screens (GNU Screen's config is .screenrc, not .screen).
autocmd BufRead,BufNewFile *.screen set filetype=screen
