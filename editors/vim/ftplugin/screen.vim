" Comments and indentation for .screen files.
if exists('b:did_ftplugin')
  finish
endif
let b:did_ftplugin = 1

setlocal commentstring=//\ %s
setlocal comments=s1:/*,mb:*,ex:*/,://
setlocal formatoptions-=t formatoptions+=croql
setlocal expandtab shiftwidth=4 softtabstop=4
setlocal iskeyword=@,48-57,_
setlocal foldmethod=syntax foldlevel=99

let b:undo_ftplugin = 'setlocal commentstring< comments< formatoptions< expandtab< shiftwidth< softtabstop< iskeyword< foldmethod< foldlevel<'

" The ALE fixer `screenkit` (`screenkit format -`), when ALE is installed.
if exists('g:loaded_ale') || !empty(globpath(&runtimepath, 'autoload/ale/fix/registry.vim'))
  silent! call ale#fix#registry#Add('screenkit', 'ale#fixers#screenkit#Fix', ['screen'], 'Format .screen files with screenkit format')
  call ale#Set('screen_screenkit_executable', 'screenkit')
endif
