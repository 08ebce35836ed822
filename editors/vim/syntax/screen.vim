" Vim syntax for ScreenKit .screen files; the same tokens as Grammar/screen.tmLanguage.json.
if exists('b:current_syntax')
  finish
endif

syntax keyword screenKeyword screen nextgroup=screenName skipwhite
syntax match screenName /\<[A-Za-z_][A-Za-z0-9_]*\>/ contained
syntax keyword screenBoolean true false

" A capitalised word starts an element; a word before ':' is a property (it wins, being later).
syntax match screenComponent /\<[A-Z][A-Za-z0-9_]*\>/
syntax match screenProperty /\<[A-Za-z_][A-Za-z0-9_]*\ze\s*:/ nextgroup=screenColon skipwhite
syntax match screenColon /:/ contained nextgroup=screenValue,screenBoolean skipwhite
syntax match screenValue /\<\(true\>\|false\>\)\@![A-Za-z_][A-Za-z0-9_]*\>/ contained

syntax match screenNumber /\%([A-Za-z0-9_#.]\)\@<!-\=\<[0-9]\+\%(\.[0-9]\+\)\=\%(pt\|%\|h\%([0-9]\+m\)\=\%([0-9]\+s\)\=\|m\%([0-9]\+s\)\=\|s\)\=\%([A-Za-z0-9_.]\)\@!/
syntax match screenColor /#\%(\x\{8}\|\x\{6}\|\x\{3}\)\>/

syntax match screenEscape /\\\%(["\\nt]\|u{\x\{1,8}}\)/ contained
syntax match screenBadEscape /\\\%(["\\nt]\|u{\x\{1,8}}\)\@!./ contained
" Strings stay on one line: an unterminated one ends with it.
syntax region screenString start=/"/ skip=/\\./ end=/"/ end=/$/ oneline contains=screenEscape,screenBadEscape

syntax match screenDelimiter /[{}\[\],;]/
syntax keyword screenTodo TODO FIXME XXX contained
syntax match screenSuppression /screenkit-ignore\%(-file\)\=:/ contained
syntax region screenLineComment start=+//+ end=/$/ contains=screenTodo,screenSuppression,@Spell
syntax region screenBlockComment start=+/\*+ end=+\*/+ contains=screenTodo,@Spell fold

syntax region screenBlock start=/{/ end=/}/ transparent fold

highlight default link screenKeyword Keyword
highlight default link screenName Type
highlight default link screenBoolean Boolean
highlight default link screenComponent Structure
highlight default link screenProperty Identifier
highlight default link screenColon Delimiter
highlight default link screenValue Constant
highlight default link screenNumber Number
highlight default link screenColor Constant
highlight default link screenString String
highlight default link screenEscape SpecialChar
highlight default link screenBadEscape Error
highlight default link screenDelimiter Delimiter
highlight default link screenLineComment Comment
highlight default link screenBlockComment Comment
highlight default link screenTodo Todo
highlight default link screenSuppression PreProc

let b:current_syntax = 'screen'
