-- Semantic tokens, folds and inlay hints in the current Neovim with editors/neovim:
-- nvim --headless --clean -u INIT -c 'luafile drivers/neovim_presentation.lua' PLAN
-- The plan names the file, the places to inspect ({name, line, column}, zero-based, bytes)
-- and the lines whose folds to read (one-based). What was read goes to the plan's result file:
-- {"tokens": {name: {highlight groups}}, "folds": {line: {level, text}}, "hints": [{line,
--  character, label}], "errors": [...]}.
local plan = vim.fn.json_decode(table.concat(vim.fn.readfile(vim.fn.argv(0)), '\n'))
local timeout = plan.timeout_ms
local result = { tokens = {}, folds = {}, hints = {}, errors = {} }

local function finish()
  vim.fn.writefile({ vim.fn.json_encode(result) }, plan.result)
  vim.cmd('qall!')
end

-- Tall enough that the whole file is in view: Neovim asks for the tokens of what it shows.
vim.o.lines = 60
vim.cmd('edit ' .. vim.fn.fnameescape(plan.file))
local buffer = vim.api.nvim_get_current_buf()
local function client()
  return vim.lsp.get_clients({ bufnr = buffer, name = 'screenkit' })[1]
end
if not vim.wait(timeout, function() return client() ~= nil and client().initialized end, 20) then
  table.insert(result.errors, 'the server did not attach')
  return finish()
end

-- Semantic tokens: what the highlighter holds at each place, as highlight groups. A headless
-- Neovim has no screen to redraw, so `redraw` asks for the decorations inspect_pos reads.
local function groups_at(place)
  vim.cmd('redraw!')
  local found = {}
  for _, token in ipairs(vim.inspect_pos(buffer, place.line, place.column).semantic_tokens) do
    table.insert(found, token.opts.hl_group)
  end
  table.sort(found)
  return found
end
local first = plan.places[1]
if not vim.wait(timeout, function() return #groups_at(first) > 0 end, 50) then
  table.insert(result.errors, 'no semantic tokens at ' .. first.name)
end
for _, place in ipairs(plan.places) do
  result.tokens[place.name] = groups_at(place)
end

-- Folds: the levels vim.lsp.foldexpr gives once the ranges arrived, and the text a closed
-- fold shows.
vim.wait(timeout, function() return vim.fn.foldlevel(plan.fold_lines[1]) > 0 end, 50)
for _, line in ipairs(plan.fold_lines) do
  local level = vim.fn.foldlevel(line)
  local text = vim.NIL
  if level > 0 then
    vim.cmd(line .. 'foldclose')
    text = vim.fn.foldtextresult(line)
    vim.cmd(line .. 'foldopen')
  end
  result.folds[tostring(line)] = { level = level, text = text }
end

-- Inlay hints, as the buffer holds them.
vim.wait(timeout, function() return #vim.lsp.inlay_hint.get({ bufnr = buffer }) > 0 end, 50)
for _, item in ipairs(vim.lsp.inlay_hint.get({ bufnr = buffer })) do
  local label = item.inlay_hint.label
  if type(label) == 'table' then
    local parts = {}
    for _, part in ipairs(label) do table.insert(parts, part.value) end
    label = table.concat(parts)
  end
  table.insert(result.hints, { line = item.inlay_hint.position.line, character = item.inlay_hint.position.character, label = label })
end
table.sort(result.hints, function(a, b) return a.line < b.line or a.line == b.line and a.character < b.character end)
finish()
