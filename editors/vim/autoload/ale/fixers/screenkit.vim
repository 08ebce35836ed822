" ALE fixer for .screen files: `screenkit format -` reads the buffer and prints it formatted.
" A buffer with syntax errors comes back unchanged (the errors go to standard error).
" Enable it with: let g:ale_fixers = {'screen': ['screenkit']} and, to format on save,
" let g:ale_fix_on_save = 1.

function! ale#fixers#screenkit#Fix(buffer) abort
    let l:executable = ale#Var(a:buffer, 'screen_screenkit_executable')

    return {'command': ale#Escape(l:executable) . ' format -'}
endfunction
