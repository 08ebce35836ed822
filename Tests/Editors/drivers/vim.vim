" Plays Tests/Editors/scenario.py in Vim with ALE and editors/vim installed:
" vim -N -u NONE -i NONE -n -es --cmd 'set rtp^=ALE,PLUGIN' -S drivers/vim.vim PLAN
" Every wait has the plan's timeout; what was read goes to the plan's result file as JSON.
" -u NONE loads no plugins: ALE's, then the filetype files of editors/vim.
runtime! plugin/ale.vim
filetype plugin indent on
syntax on
let g:ale_lint_on_text_changed = 'always'
let g:ale_lint_delay = 0
let g:ale_linters = {'screen': ['screenkit']}

let s:plan = json_decode(join(readfile(argv(0)), "\n"))
let s:timeout = s:plan.timeout_ms
let s:result = {'errors': [], 'hover': [], 'completion': []}

function! s:Finish() abort
  call writefile([json_encode(s:result)], s:plan.result)
  qall!
endfunction

function! s:Fail(message) abort
  call add(s:result.errors, a:message)
  call s:Finish()
endfunction

" Runs Vim's event loop until the condition (an expression) holds, or the timeout passes.
function! s:Wait(condition) abort
  let l:start = reltime()
  while !eval(a:condition) && reltimefloat(reltime(l:start)) * 1000 < s:timeout
    sleep 20m
  endwhile
  return eval(a:condition)
endfunction

function! s:Codes() abort
  return sort(map(copy(ale#engine#GetLoclist(bufnr(''))), 'get(v:val, "code", v:null)'))
endfunction

" [line, column] (1-based, bytes) of the first occurrence of the text.
function! s:Find(text) abort
  call cursor(1, 1)
  let l:position = searchpos('\V' . escape(a:text, '\'), 'cW')
  if l:position == [0, 0]
    call s:Fail('not in the buffer: ' . a:text)
  endif
  return l:position
endfunction

" Sends a request through ALE's connection to the server and waits for its answer.
let s:answers = {}
function! s:Answered(key, response) abort
  let s:answers[a:key] = a:response
endfunction

function! s:Request(key, message) abort
  call ale#lsp_linter#SendRequest(bufnr(''), 'screenkit', a:message, function('s:Answered', [a:key]))
  call s:Wait('has_key(s:answers, ' . string(a:key) . ')')
  return get(get(s:answers, a:key, {}), 'result', v:null)
endfunction

function! s:Hover(text) abort
  let [l:line, l:column] = s:Find(a:text)
  let l:answer = s:Request('hover ' . a:text, ale#lsp#message#Hover(bufnr(''), l:line, l:column))
  if type(l:answer) != v:t_dict
    return v:null
  endif
  let l:contents = l:answer.contents
  return type(l:contents) == v:t_dict ? l:contents.value : l:contents
endfunction

function! s:Completion(text) abort
  let [l:line, l:column] = s:Find(a:text)
  let l:answer = s:Request('completion ' . a:text, ale#lsp#message#Completion(bufnr(''), l:line, l:column, ''))
  if type(l:answer) == v:t_dict
    let l:answer = l:answer.items
  endif
  return type(l:answer) == v:t_list ? map(copy(l:answer), 'v:val.label') : v:null
endfunction

execute 'edit ' . fnameescape(s:plan.file)
if &filetype isnot# 'screen'
  call s:Fail('filetype is ' . &filetype)
endif
if !s:Wait('!empty(ale#engine#GetLoclist(bufnr("")))')
  call s:Fail('no diagnostics')
endif
let s:result.before = s:Codes()
let s:result.messages = map(copy(ale#engine#GetLoclist(bufnr(''))), 'v:val.text')
let s:result.syntax = synIDattr(synID(s:Find('StatusBar')[0], s:Find('StatusBar')[1], 1), 'name')
for s:text in s:plan.hover
  call add(s:result.hover, s:Hover(s:text))
endfor
for s:text in s:plan.completion
  call add(s:result.completion, s:Completion(s:text))
endfor

let s:before = s:Codes()
for [s:from, s:to] in s:plan.edits
  let [s:line, s:column] = s:Find(s:from)
  call setline(s:line, strpart(getline(s:line), 0, s:column - 1) . s:to . strpart(getline(s:line), s:column - 1 + len(s:from)))
endfor
" Batch Vim sees no TextChanged event: ask ALE to lint, as the event would.
call ale#Queue(0)
call s:Wait('!empty(s:Codes()) && s:Codes() != s:before')
let s:result.after = s:Codes()
call s:Finish()
