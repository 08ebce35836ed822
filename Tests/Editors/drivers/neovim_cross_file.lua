-- A finding in one buffer that another buffer settles, in Neovim with editors/neovim:
-- nvim --headless --clean -u INIT -c 'luafile drivers/neovim_cross_file.lua' PLAN
-- The plan names the file to open, a link to retarget in it ({from, to}), the other file and
-- the declaration to add at its end. What was read goes to the plan's result file as JSON:
-- {"linked": [codes of the first buffer once the link names no screen],
--  "declared": [its codes once the other buffer declares the screen]}.
local plan = vim.fn.json_decode(table.concat(vim.fn.readfile(vim.fn.argv(0)), '\n'))
local timeout = plan.timeout_ms
local result = { linked = vim.NIL, declared = vim.NIL, errors = {} }

local function finish()
  vim.fn.writefile({ vim.fn.json_encode(result) }, plan.result)
  vim.cmd('qall!')
end

local function codes(buffer)
  local list = {}
  for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do
    table.insert(list, diagnostic.code or vim.NIL)
  end
  table.sort(list, function(a, b) return tostring(a) < tostring(b) end)
  return list
end

local function has(list, code)
  return vim.tbl_contains(list, code)
end

vim.cmd('edit ' .. vim.fn.fnameescape(plan.file))
local first = vim.api.nvim_get_current_buf()
if not vim.wait(timeout, function() return #vim.diagnostic.get(first) > 0 end, 20) then
  table.insert(result.errors, 'no diagnostics for ' .. plan.file)
  return finish()
end

-- Retarget the link, with a ranged edit so that the change is incremental.
local from, to = plan.link[1], plan.link[2]
for number, line in ipairs(vim.api.nvim_buf_get_lines(first, 0, -1, false)) do
  local column = line:find(from, 1, true)
  if column then
    vim.api.nvim_buf_set_text(first, number - 1, column - 1, number - 1, column - 1 + #from, { to })
    break
  end
end
vim.wait(timeout, function() return has(codes(first), 'unknown-screen') end, 20)
result.linked = codes(first)

-- Declare the screen in another buffer, unsaved: only the server's view of it changes.
vim.cmd('split ' .. vim.fn.fnameescape(plan.other_file))
local second = vim.api.nvim_get_current_buf()
local last = vim.api.nvim_buf_line_count(second)
vim.api.nvim_buf_set_lines(second, last, last, false, plan.declaration)
vim.wait(timeout, function() return not has(codes(first), 'unknown-screen') end, 20)
result.declared = codes(first)
finish()
