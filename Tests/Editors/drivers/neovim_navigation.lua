-- Go to definition into another file and rename, in Neovim with editors/neovim:
-- nvim --headless --clean -u INIT -c 'luafile drivers/neovim_navigation.lua' PLAN
-- The plan and the result are described in scenario.py (write_navigation_plan).
local plan = vim.fn.json_decode(table.concat(vim.fn.readfile(vim.fn.argv(0)), '\n'))
local timeout = plan.timeout_ms
local result = { definition = vim.NIL, errors = {} }

local function finish()
  vim.fn.writefile({ vim.fn.json_encode(result) }, plan.result)
  vim.cmd('qall!')
end

local function fail(message)
  table.insert(result.errors, message)
  finish()
end

local function clients(buffer)
  local get = vim.lsp.get_clients or vim.lsp.get_active_clients
  return get({ bufnr = buffer })
end

-- The cursor inside the name, as a user would put it.
local function place_cursor(buffer)
  for number, line in ipairs(vim.api.nvim_buf_get_lines(buffer, 0, -1, false)) do
    local column = line:find(plan.cursor_text, 1, true)
    if column then
      vim.api.nvim_win_set_cursor(0, { number, column - 1 + plan.cursor_offset })
      return
    end
  end
  fail('not in the buffer: ' .. plan.cursor_text)
end

vim.cmd('edit ' .. vim.fn.fnameescape(plan.file))
local first = vim.api.nvim_get_current_buf()
if not vim.wait(timeout, function()
  local client = clients(first)[1]
  return client ~= nil and client.server_capabilities ~= nil and client.server_capabilities.definitionProvider
end, 20) then
  return fail('no server with definitions attached')
end

-- The keys the package maps in the buffer.
local mapped = {}
for _, lhs in ipairs({ 'gd', 'gD', 'grn', 'grr' }) do
  if vim.fn.maparg(lhs, 'n') ~= '' then table.insert(mapped, lhs) end
end
result.mapped = mapped

place_cursor(first)
vim.lsp.buf.definition()
local other = vim.loop.fs_realpath(plan.other_file)
if vim.wait(timeout, function() return vim.loop.fs_realpath(vim.api.nvim_buf_get_name(0)) == other end, 20) then
  local cursor = vim.api.nvim_win_get_cursor(0)
  result.definition = { file = vim.api.nvim_buf_get_name(0), line = cursor[1], column = cursor[2] + 1 }
end

-- Back to the inbox; the other file is closed again, so the rename reaches it on disk.
local jumped = vim.api.nvim_get_current_buf()
vim.api.nvim_set_current_buf(first)
if jumped ~= first then vim.cmd('bwipeout ' .. jumped) end
place_cursor(first)
vim.lsp.buf.rename(plan.new_name)
local function renamed()
  return table.concat(vim.api.nvim_buf_get_lines(first, 0, -1, false), '\n'):find('pushes: ' .. plan.new_name, 1, true) ~= nil
end
vim.wait(timeout, renamed, 20)
result.renamed = vim.api.nvim_buf_get_lines(first, 0, -1, false)
local buffer = vim.fn.bufnr(plan.other_file)
if buffer ~= -1 and vim.api.nvim_buf_is_loaded(buffer) then
  result.renamed_other = table.concat(vim.api.nvim_buf_get_lines(buffer, 0, -1, false), '\n')
else
  result.renamed_other = table.concat(vim.fn.readfile(plan.other_file), '\n')
end
finish()
