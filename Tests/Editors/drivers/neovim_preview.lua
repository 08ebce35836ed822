-- The preview in Neovim with editors/neovim installed: :ScreenKitPreview writes the storyboard
-- page and opens it; the "Preview" lens above a screen writes and opens that screen's SVG.
-- The opener is replaced by one that records the path, as a browser would be given it.
-- nvim --headless --clean -u INIT -c 'luafile drivers/neovim_preview.lua' PLAN
local plan = vim.fn.json_decode(table.concat(vim.fn.readfile(vim.fn.argv(0)), '\n'))
local timeout = plan.timeout_ms
local result = { opened = {}, lenses = vim.NIL, errors = {} }

local function finish()
  vim.fn.writefile({ vim.fn.json_encode(result) }, plan.result)
  vim.cmd('qall!')
end

local function client()
  local get = vim.lsp.get_clients or vim.lsp.get_active_clients
  return get({ name = 'screenkit', bufnr = 0 })[1]
end

_G.screenkit_test_open = function(path)
  table.insert(result.opened, { path = path, text = table.concat(vim.fn.readfile(path, 'b'), '\n') })
end

vim.cmd('edit ' .. vim.fn.fnameescape(plan.file))
if not vim.wait(timeout, function() return client() ~= nil and #vim.diagnostic.get(0) > 0 end, 20) then
  table.insert(result.errors, 'no client or no diagnostics')
  finish()
  return
end

vim.cmd('ScreenKitPreview')
if not vim.wait(timeout, function() return #result.opened == 1 end, 20) then
  table.insert(result.errors, ':ScreenKitPreview opened nothing')
end

-- The lens above the screen on the plan's line, run as a user runs it.
vim.lsp.codelens.refresh()
if not vim.wait(timeout, function() return #vim.lsp.codelens.get(0) > 0 end, 20) then
  table.insert(result.errors, 'no code lenses')
  finish()
  return
end
local lenses = {}
for _, lens in ipairs(vim.lsp.codelens.get(0)) do
  table.insert(lenses, { line = lens.range.start.line, title = lens.command and lens.command.title or vim.NIL })
end
result.lenses = lenses
vim.api.nvim_win_set_cursor(0, { plan.lens_line + 1, 0 })
vim.lsp.codelens.run()
if not vim.wait(timeout, function() return #result.opened == 2 end, 20) then
  table.insert(result.errors, 'the lens opened nothing')
end
finish()
