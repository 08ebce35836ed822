"""LSP's relative encoding of semantic tokens, decoded: shared by the end-to-end and editor
tests that read a server's tokens."""


def decode(data, token_types):
    """(line, start, length, type name) for each token of `data`, five numbers a token, each
    line and start relative to the token before."""
    tokens, line, character = [], 0, 0
    for index in range(0, len(data), 5):
        if data[index]:
            character = 0
        line += data[index]
        character += data[index + 1]
        tokens.append((line, character, data[index + 2], token_types[data[index + 3]]))
    return tokens
