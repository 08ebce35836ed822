-- Plays Tests/Editors/scenario.py in Neovim (0.7 and later) with editors/neovim installed:
-- nvim --headless --clean -u NONE --cmd 'set rtp^=PLUGIN' -c 'luafile drivers/neovim.lua' PLAN
-- Every wait has the plan's timeout; what was read goes to the plan's result file as JSON.
local plan = vim.fn.json_decode(table.concat(vim.fn.readfile(vim.fn.argv(0)), '\n'))
local timeout = plan.timeout_ms
local result = { before = vim.NIL, messages = {}, hover = {}, completion = {}, after = vim.NIL, errors = {} }

local function finish()
  vim.fn.writefile({ vim.fn.json_encode(result) }, plan.result)
  vim.cmd('qall!')
end

local function fail(message)
  table.insert(result.errors, message)
  finish()
end

local function client()
  local get = vim.lsp.get_clients or vim.lsp.get_active_clients
  return get({ name = 'screenkit', bufnr = 0 })[1]
end

local function codes()
  local list = {}
  for _, diagnostic in ipairs(vim.diagnostic.get(0)) do
    table.insert(list, diagnostic.code or vim.NIL)
  end
  table.sort(list, function(a, b) return tostring(a) < tostring(b) end)
  return list
end

-- Puts the cursor on the first character of `text`, and returns the LSP position params.
local function position_of(text)
  for number, line in ipairs(vim.api.nvim_buf_get_lines(0, 0, -1, false)) do
    local column = line:find(text, 1, true)
    if column then
      vim.api.nvim_win_set_cursor(0, { number, column - 1 })
      return vim.lsp.util.make_position_params(0, client().offset_encoding)
    end
  end
  fail('not in the buffer: ' .. text)
end

-- Asks only what the server offers, as the editor itself does (and an unoffered method
-- would leave buf_request_sync waiting for its whole timeout).
local function request(method, capability, params)
  if not client().server_capabilities[capability] then
    return nil
  end
  local answers = vim.lsp.buf_request_sync(0, method, params, timeout) or {}
  for _, answer in pairs(answers) do
    if answer.result then
      return answer.result
    end
  end
  return nil
end

local function hover_text(text)
  local hover = request('textDocument/hover', 'hoverProvider', position_of(text))
  if not hover then return vim.NIL end
  local contents = hover.contents
  return type(contents) == 'table' and (contents.value or contents[1]) or contents
end

local function completion_labels(text)
  local list = request('textDocument/completion', 'completionProvider', position_of(text))
  if not list then return vim.NIL end
  local labels = {}
  for _, item in ipairs(list.items or list) do
    table.insert(labels, item.label)
  end
  return labels
end

local function replace(from, to)
  for number, line in ipairs(vim.api.nvim_buf_get_lines(0, 0, -1, false)) do
    local column = line:find(from, 1, true)
    if column then
      -- A ranged edit, so that the client sends an incremental change.
      vim.api.nvim_buf_set_text(0, number - 1, column - 1, number - 1, column - 1 + #from, { to })
      return
    end
  end
  fail('not in the buffer: ' .. from)
end

vim.cmd('edit ' .. vim.fn.fnameescape(plan.file))
if vim.bo.filetype ~= 'screen' then fail('filetype is ' .. vim.bo.filetype) end
if not vim.wait(timeout, function() return client() ~= nil and #vim.diagnostic.get(0) > 0 end, 20) then
  fail('no client or no diagnostics')
end
result.before = codes()
for _, diagnostic in ipairs(vim.diagnostic.get(0)) do table.insert(result.messages, diagnostic.message) end
result.encoding = client().offset_encoding
for _, text in ipairs(plan.hover) do table.insert(result.hover, hover_text(text)) end
for _, text in ipairs(plan.completion) do table.insert(result.completion, completion_labels(text)) end

local before = vim.fn.json_encode(result.before)
for _, edit in ipairs(plan.edits) do replace(edit[1], edit[2]) end
vim.wait(timeout, function() return vim.fn.json_encode(codes()) ~= before end, 20)
result.after = codes()
finish()
