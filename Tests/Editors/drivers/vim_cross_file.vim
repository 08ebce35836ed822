" A finding in one buffer that another buffer settles, in Vim with ALE and editors/vim:
" vim -N -u NONE -i NONE -n -es --cmd 'set rtp^=ALE,PLUGIN' -S drivers/vim_cross_file.vim PLAN
" The plan names the file to open, a link to retarget in it ([from, to]), the other file and
" the lines to add at its end. What was read goes to the plan's result file as JSON:
" {"linked": [codes of the first buffer once the link names no screen],
"  "declared": [its codes once the other buffer declares the screen]}.
runtime! plugin/ale.vim
filetype plugin indent on
let g:ale_lint_on_text_changed = 'always'
let g:ale_lint_delay = 0
let g:ale_linters = {'screen': ['screenkit']}

let s:plan = json_decode(join(readfile(argv(0)), "\n"))
let s:timeout = s:plan.timeout_ms
let s:result = {'errors': []}

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

function! s:Codes(buffer) abort
  return sort(map(copy(ale#engine#GetLoclist(a:buffer)), 'get(v:val, "code", v:null)'))
endfunction

execute 'edit ' . fnameescape(s:plan.file)
let s:first = bufnr('')
if !s:Wait('!empty(ale#engine#GetLoclist(s:first))')
  call add(s:result.errors, 'no diagnostics')
  call s:Finish()
endif

" Retarget the link; batch Vim sees no TextChanged event, so ask ALE to lint, as it would.
let [s:from, s:to] = s:plan.link
let s:line = search('\V' . escape(s:from, '\'), 'cw')
call setline(s:line, substitute(getline(s:line), '\V' . escape(s:from, '\'), s:to, ''))
call ale#Queue(0)
call s:Wait('index(s:Codes(s:first), "unknown-screen") >= 0')
let s:result.linked = s:Codes(s:first)

" Declare the screen in another buffer, unsaved: only the server's view of it changes.
execute 'split ' . fnameescape(s:plan.other_file)
call append(line('$'), s:plan.declaration)
call ale#Queue(0)
call s:Wait('index(s:Codes(s:first), "unknown-screen") < 0')
let s:result.declared = s:Codes(s:first)
call s:Finish()
