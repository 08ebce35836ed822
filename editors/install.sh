#!/bin/sh
# Installs a screenkit binary, the docs and the editor packages under $DESTDIR$PREFIX.
# Usage: PREFIX=/usr/local DESTDIR= editors/install.sh path/to/screenkit
set -eu
binary=$1
root="${DESTDIR:-}${PREFIX:-/usr/local}"
source=$(cd "$(dirname "$0")/.." && pwd)
share="$root/share"

# Files keep their names; symlinked ones (Neovim's shared Vim files) are copied as files.
put() { # put MODE FILE TARGET-FOLDER
  mkdir -p "$3"
  cp -L "$2" "$3/"
  chmod "$1" "$3/$(basename "$2")"
}

put 755 "$binary" "$root/bin"

# The diagnostics' documentation links point at share/doc/screenkit/rules.md beside bin/.
for doc in "$source"/Docs/*.md; do put 644 "$doc" "$share/doc/screenkit"; done

# Every editor package as shipped, with the shared grammar, for users to copy from.
editors="$share/screenkit/editors"
mkdir -p "$editors"
for editor in vscode neovim emacs helix vim; do
  rm -rf "${editors:?}/$editor"
  cp -RL "$source/editors/$editor" "$editors/$editor"
done
rm -rf "$editors/vscode/node_modules" "$editors/vscode/bin"
put 644 "$source/Grammar/screen.tmLanguage.json" "$editors/vscode/syntaxes"
put 644 "$source/Grammar/language-configuration.json" "$editors/vscode"
put 644 "$source/Grammar/screen.tmLanguage.json" "$share/screenkit/grammar"
put 644 "$source/Grammar/language-configuration.json" "$share/screenkit/grammar"

# Where each editor looks without configuration (for PREFIX=/usr; /usr/local for Neovim too).
for kind in ftdetect syntax ftplugin indent; do
  put 644 "$source/editors/vim/$kind/screen.vim" "$share/vim/vimfiles/$kind"
  put 644 "$source/editors/vim/$kind/screen.vim" "$share/nvim/site/$kind"
done
put 644 "$source/editors/vim/ale_linters/screen/screenkit.vim" "$share/vim/vimfiles/ale_linters/screen"
put 644 "$source/editors/vim/autoload/ale/fixers/screenkit.vim" "$share/vim/vimfiles/autoload/ale/fixers"
put 644 "$source/editors/neovim/lua/screenkit/init.lua" "$share/nvim/site/lua/screenkit"
put 644 "$source/editors/emacs/screen-mode.el" "$share/emacs/site-lisp"

echo "Installed screenkit in $root/bin, docs in $share/doc/screenkit, editor files in $share."
