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

" ALE maps no keys: the usual LSP ones, for its navigation and rename, unless
" g:screen_no_mappings is set or the key is mapped in the buffer already.
if !get(g:, 'screen_no_mappings', 0)
  for [s:lhs, s:command] in [['gd', 'ALEGoToDefinition'], ['gr', 'ALEFindReferences'], ['<Leader>rn', 'ALERename']]
    if empty(maparg(s:lhs, 'n')) || maparg(s:lhs, 'n', 0, 1).buffer == 0
      execute 'nnoremap <buffer> <silent> ' . s:lhs . ' :' . s:command . '<CR>'
      let b:undo_ftplugin .= ' | silent! nunmap <buffer> ' . s:lhs
    endif
  endfor
  unlet s:lhs s:command
endif
