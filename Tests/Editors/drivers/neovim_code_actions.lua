-- Code actions in the current Neovim with editors/neovim installed: "disable for this line"
-- chosen through vim.lsp.buf.code_action, then fix-all as a source action (as on save).
-- nvim --headless --clean -u INIT -c 'luafile drivers/neovim_code_actions.lua' PLAN
local plan = vim.fn.json_decode(table.concat(vim.fn.readfile(vim.fn.argv(0)), '\n'))
local timeout = plan.timeout_ms
local result = { before = vim.NIL, after_disable = vim.NIL, text_after_disable = vim.NIL, text_after_fix_all = vim.NIL, errors = {} }

local function finish()
  vim.fn.writefile({ vim.fn.json_encode(result) }, plan.result)
  vim.cmd('qall!')
end

local function fail(message)
  table.insert(result.errors, message)
  finish()
end

local function client()
  return vim.lsp.get_clients({ name = 'screenkit', bufnr = 0 })[1]
end

local function codes()
  local list = {}
  for _, diagnostic in ipairs(vim.diagnostic.get(0)) do table.insert(list, diagnostic.code or vim.NIL) end
  table.sort(list, function(a, b) return tostring(a) < tostring(b) end)
  return list
end

local function text()
  return table.concat(vim.api.nvim_buf_get_lines(0, 0, -1, false), '\n')
end

vim.cmd('edit ' .. vim.fn.fnameescape(plan.file))
if not vim.wait(timeout, function() return client() ~= nil and #vim.diagnostic.get(0) > 0 end, 20) then
  fail('no client or no diagnostics')
end
result.before = codes()

-- The cursor on the finding; the one action with this title is applied without a prompt.
for number, line in ipairs(vim.api.nvim_buf_get_lines(0, 0, -1, false)) do
  local column = line:find(plan.disable_at, 1, true)
  if column then vim.api.nvim_win_set_cursor(0, { number, column - 1 }) end
end
local before = vim.fn.json_encode(result.before)
vim.lsp.buf.code_action({ apply = true, filter = function(action) return action.title == plan.disable_title end })
if not vim.wait(timeout, function() return vim.fn.json_encode(codes()) ~= before end, 20) then
  fail('the diagnostics did not change after ' .. plan.disable_title)
end
result.after_disable = codes()
result.text_after_disable = text()

-- Fix-all on save (the plugin's fix_all_on_save): the file written holds the fixes.
vim.cmd('write')
result.text_after_fix_all = table.concat(vim.fn.readfile(plan.file), '\n')
finish()
