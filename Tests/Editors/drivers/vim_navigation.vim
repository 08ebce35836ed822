" Go to definition into another file and rename, in Vim with ALE and editors/vim:
" vim -N -u NONE -i NONE -n -es --cmd 'set rtp^=ALE,PLUGIN' -S drivers/vim_navigation.vim PLAN
" The plan and the result are described in scenario.py (write_navigation_plan).
runtime! plugin/ale.vim
filetype plugin indent on
let g:ale_linters = {'screen': ['screenkit']}

let s:plan = json_decode(join(readfile(argv(0)), "\n"))
let s:timeout = s:plan.timeout_ms
let s:result = {'errors': [], 'definition': v:null}

function! s:Finish() abort
  call writefile([json_encode(s:result)], s:plan.result)
  qall!
endfunction

" Runs Vim's event loop until the condition (an expression) holds, or the timeout passes.
function! s:Wait(condition) abort
  let l:start = reltime()
  while !eval(a:condition) && reltimefloat(reltime(l:start)) * 1000 < s:timeout
    sleep 20m
  endwhile
  return eval(a:condition)
endfunction

" The cursor inside the name, as a user would put it (columns are bytes).
function! s:PlaceCursor() abort
  let l:line = search('\V' . escape(s:plan.cursor_text, '\'), 'cw')
  call cursor(l:line, stridx(getline(l:line), s:plan.cursor_text) + 1 + s:plan.cursor_offset)
endfunction

execute 'edit ' . fnameescape(s:plan.file)
let s:first = bufnr('')
" ALE starts the server and opens the document when it lints; wait for both.
call ale#Queue(0)
if !s:Wait('!empty(filter(values(ale#lsp#GetConnections()), "get(v:val, ''initialized'', 0) && has_key(v:val.open_documents, s:first)"))')
  call add(s:result.errors, 'the server did not start')
  call s:Finish()
endif

call s:PlaceCursor()
ALEGoToDefinition
let s:other = resolve(fnamemodify(s:plan.other_file, ':p'))
if s:Wait('resolve(expand("%:p")) ==# s:other')
  let s:result.definition = {'file': expand('%:p'), 'line': line('.'), 'column': col('.')}
endif

" Back to the inbox; the other file is closed again, so the rename reaches it on disk.
let s:jumped = bufnr('')
execute 'buffer ' . s:first
if s:jumped != s:first
  execute 'bwipeout ' . s:jumped
endif
call s:PlaceCursor()
" ALE asks for the new name: the user types it.
runtime autoload/ale/util.vim
function! ale#util#Input(message, value, ...) abort
  return s:plan.new_name
endfunction
ALERename
call s:Wait('stridx(join(getbufline(s:first, 1, "$"), "\n"), "pushes: " . s:plan.new_name) >= 0')
let s:result.renamed = getbufline(s:first, 1, '$')
let s:buffer = bufnr(s:plan.other_file)
let s:result.renamed_other = join(s:buffer != -1 && bufloaded(s:buffer) ? getbufline(s:buffer, 1, '$') : readfile(s:plan.other_file), "\n")
call s:Finish()
