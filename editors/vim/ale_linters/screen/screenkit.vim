" ALE linter for ScreenKit .screen files: `screenkit lsp` over stdio.
" Options: g:ale_screen_screenkit_executable, g:ale_screen_screenkit_locale
" ('en', 'zh-Hans', 'zh-Hant'; empty follows LC_ALL, LC_MESSAGES, LANG) and
" g:ale_screen_screenkit_rules (severities by rule id, as in screenkit.json).

call ale#Set('screen_screenkit_executable', 'screenkit')
call ale#Set('screen_screenkit_locale', '')
call ale#Set('screen_screenkit_rules', {})

" The language tag of the environment's locale ('zh_TW.UTF-8' gives 'zh-TW'), or ''.
function! ale_linters#screen#screenkit#EnvironmentLocale() abort
    for l:name in ['LC_ALL', 'LC_MESSAGES', 'LANG']
        let l:value = getenv(l:name)

        if l:value isnot v:null && l:value isnot# ''
            let l:tag = substitute(matchstr(l:value, '^[A-Za-z]\+\%([_-][A-Za-z]\+\)\='), '_', '-', 'g')

            return index(['C', 'POSIX'], l:tag) >= 0 ? '' : l:tag
        endif
    endfor

    return ''
endfunction

function! ale_linters#screen#screenkit#GetInitializationOptions(buffer) abort
    let l:locale = ale#Var(a:buffer, 'screen_screenkit_locale')
    let l:options = {'locale': empty(l:locale) ? ale_linters#screen#screenkit#EnvironmentLocale() : l:locale}
    let l:rules = ale#Var(a:buffer, 'screen_screenkit_rules')

    if !empty(l:rules)
        let l:options.rules = l:rules
    endif

    return empty(l:options.locale) ? filter(l:options, 'v:key isnot# "locale"') : l:options
endfunction

" The nearest folder with screenkit.json or .git, else the file's own folder: the server
" reads the other .screen files of that workspace.
function! ale_linters#screen#screenkit#GetProjectRoot(buffer) abort
    let l:config = ale#path#FindNearestFile(a:buffer, 'screenkit.json')

    if !empty(l:config)
        return fnamemodify(l:config, ':h')
    endif

    let l:git = ale#path#FindNearestDirectory(a:buffer, '.git')

    return !empty(l:git) ? fnamemodify(l:git, ':h:h') : expand('#' . a:buffer . ':p:h')
endfunction

call ale#linter#Define('screen', {
\   'name': 'screenkit',
\   'lsp': 'stdio',
\   'executable': {buffer -> ale#Var(buffer, 'screen_screenkit_executable')},
\   'command': '%e lsp',
\   'project_root': function('ale_linters#screen#screenkit#GetProjectRoot'),
\   'initialization_options': function('ale_linters#screen#screenkit#GetInitializationOptions'),
\   'language': 'screen',
\})
