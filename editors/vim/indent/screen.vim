" Indentation for .screen files: one level per open '{' or '['.
if exists('b:did_indent')
  finish
endif
let b:did_indent = 1

setlocal indentexpr=ScreenIndent(v:lnum) indentkeys=0{,0},0],!^F,o,O,e autoindent
let b:undo_indent = 'setlocal indentexpr< indentkeys< autoindent<'

if exists('*ScreenIndent')
  finish
endif

" The line's brackets, without strings and comments, as (opened - closed) and leading closers.
function! s:Balance(line) abort
  let code = substitute(a:line, '"\%(\\.\|[^"\\]\)*"\=', '""', 'g')
  let code = substitute(code, '//.*$', '', '')
  let opened = len(substitute(code, '[^{[]', '', 'g'))
  let closed = len(substitute(code, '[^}\]]', '', 'g'))
  return [opened - closed, len(substitute(matchstr(code, '^\s*[}\]]*'), '\s', '', 'g'))]
endfunction

function! ScreenIndent(lnum) abort
  let previous = prevnonblank(a:lnum - 1)
  if previous == 0
    return 0
  endif
  let [balance, leadingClosers] = s:Balance(getline(previous))
  " A line that starts by closing was already outdented: do not count those closers twice.
  let change = balance + leadingClosers
  let [_, closers] = s:Balance(getline(a:lnum))
  return max([0, indent(previous) + shiftwidth() * ((change > 0 ? 1 : change < 0 ? -1 : 0) - (closers > 0 ? 1 : 0))])
endfunction
