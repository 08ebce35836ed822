-- ScreenKit for Neovim: starts `screenkit lsp` for .screen buffers.
-- Neovim 0.11 and later: vim.lsp.config + vim.lsp.enable. Older (0.7 to 0.10):
-- vim.lsp.start_client once per project root, then vim.lsp.buf_attach_client per buffer.
local M = {}
M.options = {}
local uv = vim.uv or vim.loop

M.defaults = {
  cmd = { 'screenkit', 'lsp' },
  -- nil: from LC_ALL, LC_MESSAGES or LANG ('zh_TW.UTF-8' -> 'zh-TW'); the server maps the tag.
  locale = nil,
  -- Rule severities by rule id, as in screenkit.json; sent as initializationOptions.rules.
  rules = nil,
  -- A project is the nearest folder with one of these; else the file's own folder.
  root_markers = { 'screenkit.json', '.git' },
  -- Apply every safe fix (source.fixAll.screenkit) before a .screen buffer is written.
  fix_all_on_save = false,
  -- How a preview page is opened: nil for vim.ui.open (Neovim 0.10+), else xdg-open or open.
  open = nil,
}

--- The language tag of the environment's locale, or nil for C/POSIX or none.
function M.environment_locale()
  for _, name in ipairs({ 'LC_ALL', 'LC_MESSAGES', 'LANG' }) do
    local value = os.getenv(name)
    if value and value ~= '' then
      local tag = value:match('^([A-Za-z]+[_-]?[A-Za-z]*)')
      if not tag or tag == 'C' or tag == 'POSIX' then
        return nil
      end
      return (tag:gsub('_', '-'))
    end
  end
  return nil
end

local function init_options(options)
  return { locale = options.locale or M.environment_locale(), rules = options.rules }
end

--- The nearest folder above `path` holding a root marker, else the folder of `path`.
local function find_root(path, markers)
  local folder = vim.fn.fnamemodify(path, ':p:h')
  local current = folder
  while true do
    for _, marker in ipairs(markers) do
      if uv.fs_stat(current .. '/' .. marker) then
        return current
      end
    end
    local parent = vim.fn.fnamemodify(current, ':h')
    if parent == current then
      return folder
    end
    current = parent
  end
end

local function setup_with_config(options)
  vim.lsp.config('screenkit', {
    cmd = options.cmd,
    filetypes = { 'screen' },
    -- A function rather than root_markers, so that a file outside any project still gets its
    -- folder as the workspace (the server reads the other .screen files there).
    root_dir = function(buffer, on_dir)
      on_dir(find_root(vim.api.nvim_buf_get_name(buffer), options.root_markers))
    end,
    init_options = init_options(options),
  })
  vim.lsp.enable('screenkit')
end

local function setup_with_start_client(options)
  local clients = {} -- client id by project root
  local function attach(buffer)
    local path = vim.api.nvim_buf_get_name(buffer)
    local root = path ~= '' and find_root(path, options.root_markers) or uv.cwd()
    local id = clients[root]
    if not id or not vim.lsp.get_client_by_id(id) then
      id = vim.lsp.start_client({
        name = 'screenkit',
        cmd = options.cmd,
        root_dir = root,
        workspace_folders = { { uri = vim.uri_from_fname(root), name = root } },
        init_options = init_options(options),
      })
      clients[root] = id
    end
    if id then
      vim.lsp.buf_attach_client(buffer, id)
    end
  end
  local group = vim.api.nvim_create_augroup('screenkit', { clear = true })
  vim.api.nvim_create_autocmd('FileType', {
    group = group,
    pattern = 'screen',
    callback = function(event) attach(event.buf) end,
  })
  -- Buffers already open when setup runs.
  for _, buffer in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(buffer) and vim.bo[buffer].filetype == 'screen' then
      attach(buffer)
    end
  end
end

local function screenkit_client(buffer)
  local get = vim.lsp.get_clients or vim.lsp.get_active_clients
  return get({ name = 'screenkit', bufnr = buffer })[1]
end

--- Applies every safe fix of the buffer (the server's source.fixAll.screenkit action) and
--- waits for it, so that a save hook writes the fixed text. Returns whether it changed.
function M.fix_all(buffer, timeout_ms)
  buffer = buffer == nil and vim.api.nvim_get_current_buf() or buffer
  timeout_ms = timeout_ms or 1000
  local client = screenkit_client(buffer)
  if not client then return false end
  local lines = vim.api.nvim_buf_line_count(buffer)
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(buffer) },
    range = { start = { line = 0, character = 0 }, ['end'] = { line = lines, character = 0 } },
    context = { only = { 'source.fixAll.screenkit' }, diagnostics = {} },
  }
  local answers = vim.lsp.buf_request_sync(buffer, 'textDocument/codeAction', params, timeout_ms) or {}
  local changed = false
  for _, answer in pairs(answers) do
    for _, action in ipairs(answer.result or {}) do
      if not action.edit and action.data then
        local resolved = vim.lsp.buf_request_sync(buffer, 'codeAction/resolve', action, timeout_ms) or {}
        for _, reply in pairs(resolved) do action = reply.result or action end
      end
      if action.edit then
        vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding)
        changed = true
      end
    end
  end
  return changed
end

--- Opens a written page: the `open` option, else vim.ui.open where it exists, else the
--- desktop's opener; without one, says where the page is.
local function open_page(path)
  if M.options.open then return M.options.open(path) end
  if vim.ui and vim.ui.open then return vim.ui.open(path) end
  local opener = vim.fn.has('mac') == 1 and 'open' or 'xdg-open'
  if vim.fn.executable(opener) == 1 then
    return vim.fn.jobstart({ opener, path }, { detach = true })
  end
  vim.notify('ScreenKit: the preview is at ' .. path)
end

--- Runs one of the server's preview commands and writes its answer's `field` to a new
--- temporary file ending in `suffix`, which it opens. The server writes no file: the
--- editor does. Returns the path, or nil and why not.
local function write_preview(buffer, command, arguments, field, suffix, timeout_ms)
  if not screenkit_client(buffer) then return nil, 'ScreenKit is not running for this buffer' end
  local params = { command = command, arguments = arguments }
  local answers = vim.lsp.buf_request_sync(buffer, 'workspace/executeCommand', params, timeout_ms or 5000) or {}
  for _, answer in pairs(answers) do
    if answer.error then return nil, answer.error.message end
    if answer.result and answer.result[field] then
      local path = vim.fn.tempname() .. suffix
      vim.fn.writefile(vim.split(answer.result[field], '\n', { plain = true }), path, 'b')
      open_page(path)
      return path
    end
  end
  return nil, 'no answer from the server'
end

--- :ScreenKitPreview: the storyboard of the workspace (every screen, the navigation between
--- them, the findings on them) written to a temporary HTML file and opened.
function M.preview(buffer, timeout_ms)
  buffer = (buffer == nil or buffer == 0) and vim.api.nvim_get_current_buf() or buffer
  local path, problem = write_preview(buffer, 'screenkit.storyboard', {}, 'html', '.html', timeout_ms)
  if not path then vim.notify('ScreenKit: ' .. problem, vim.log.levels.WARN) end
  return path
end

--- The "Preview" lens above a screen (vim.lsp.codelens.run): that screen's SVG wireframe
--- written to a temporary file and opened.
local function preview_lens(command, context)
  local buffer = context and context.bufnr or vim.api.nvim_get_current_buf()
  local path, problem = write_preview(buffer, command.command, command.arguments, 'svg', '.svg')
  if not path then vim.notify('ScreenKit: ' .. problem, vim.log.levels.WARN) end
  return path
end

--- Call from your config: require('screenkit').setup({ locale = 'zh-Hans' }).
function M.setup(options)
  options = vim.tbl_deep_extend('force', M.defaults, options or {})
  M.options = options
  vim.lsp.commands['screenkit.preview'] = preview_lens
  vim.api.nvim_create_user_command('ScreenKitPreview', function() M.preview() end,
    { desc = 'ScreenKit: write the storyboard of the workspace to a temporary file and open it' })
  if vim.fn.has('nvim-0.11') == 1 then
    setup_with_config(options)
  else
    setup_with_start_client(options)
  end
  if options.fix_all_on_save then
    vim.api.nvim_create_autocmd('BufWritePre', {
      group = vim.api.nvim_create_augroup('screenkit_fix_all', { clear = true }),
      pattern = '*.screen',
      callback = function(event) M.fix_all(event.buf) end,
    })
  end
end

return M
