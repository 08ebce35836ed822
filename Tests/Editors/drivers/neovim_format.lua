-- Format on save in Neovim (0.7 and later) with editors/neovim set up with format_on_save:
-- nvim --headless --clean -u INIT -c 'luafile drivers/neovim_format.lua' PLAN
-- Opens the plan's file, sets mark a on the line of the plan's `mark` text, writes the buffer,
-- and records the file as written and the line mark a is on afterwards.
local plan = vim.fn.json_decode(table.concat(vim.fn.readfile(vim.fn.argv(0)), '\n'))
local result = { errors = {} }

local function finish()
  vim.fn.writefile({ vim.fn.json_encode(result) }, plan.result)
  vim.cmd('qall!')
end

local function client()
  local get = vim.lsp.get_clients or vim.lsp.get_active_clients
  return get({ name = 'screenkit', bufnr = 0 })[1]
end

vim.cmd('edit ' .. vim.fn.fnameescape(plan.file))
if not vim.wait(plan.timeout_ms, function() return client() ~= nil and client().server_capabilities.documentFormattingProvider ~= nil end, 20) then
  table.insert(result.errors, 'no client')
  return finish()
end
for number, line in ipairs(vim.api.nvim_buf_get_lines(0, 0, -1, false)) do
  if line:find(plan.mark, 1, true) then
    vim.api.nvim_buf_set_mark(0, 'a', number, 0, {})
  end
end
vim.cmd('write')
result.written = table.concat(vim.fn.readfile(plan.file, 'b'), '\n')
local mark = vim.api.nvim_buf_get_mark(0, 'a')
result.mark_line = vim.api.nvim_buf_get_lines(0, mark[1] - 1, mark[1], false)[1]
finish()
