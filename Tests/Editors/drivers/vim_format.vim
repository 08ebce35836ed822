" Format on save in Vim with ALE's fixer `screenkit` (`screenkit format -`):
" vim -N -u NONE -i NONE -n -es --cmd 'set rtp^=ALE,PLUGIN' -S drivers/vim_format.vim PLAN
" Opens the plan's file, writes it with g:ale_fix_on_save, and records the file on disk once
" ALE's fix is done (it runs the fixer as a job, applies the result, then writes again).
runtime! plugin/ale.vim
filetype plugin indent on
let g:ale_linters = {'screen': []}
let g:ale_fixers = {'screen': ['screenkit']}
let g:ale_fix_on_save = 1

let s:plan = json_decode(join(readfile(argv(0)), "\n"))
let s:result = {'errors': []}

execute 'edit ' . fnameescape(s:plan.file)
write
let s:start = reltime()
while has_key(get(g:, 'ale_fix_buffer_data', {}), bufnr('')) && reltimefloat(reltime(s:start)) * 1000 < s:plan.timeout_ms
  sleep 20m
endwhile
if has_key(get(g:, 'ale_fix_buffer_data', {}), bufnr(''))
  call add(s:result.errors, 'ALE did not finish fixing')
endif
let s:result.written = join(readfile(s:plan.file, 'b'), "\n")
let s:result.buffer = join(getline(1, '$'), "\n")
call writefile([json_encode(s:result)], s:plan.result)
qall!
