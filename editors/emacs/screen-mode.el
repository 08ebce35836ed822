;;; screen-mode.el --- Major mode for ScreenKit .screen files -*- lexical-binding: t -*-

;; Version: 0.1.0
;; Package-Requires: ((emacs "27.1"))
;; Keywords: languages

;;; Commentary:

;; Highlighting, indentation and comments for `.screen' files (iOS screens as nested
;; components), and the ScreenKit language server (`screenkit lsp') for Eglot: diagnostics
;; with their rule ids, hover with the guideline text, completion.
;;
;;   (require 'screen-mode)
;;   (add-hook 'screen-mode-hook #'eglot-ensure)

;;; Code:

(defgroup screen nil
  "ScreenKit .screen files."
  :group 'languages
  :prefix "screen-")

(defcustom screen-indent-offset 4
  "Columns per nesting level of `{' and `['."
  :type 'integer
  :safe #'integerp)

(defcustom screen-server-program "screenkit"
  "The `screenkit' executable; a bare name is looked up on `exec-path'."
  :type 'string)

(defcustom screen-locale nil
  "Language of diagnostics, hover and completion: \"en\", \"zh-Hans\" or \"zh-Hant\".
nil follows the environment (LC_ALL, LC_MESSAGES, LANG)."
  :type '(choice (const :tag "From the environment" nil)
                 (const "en") (const "zh-Hans") (const "zh-Hant")))

(defcustom screen-rules nil
  "Rule severities by rule id, as in screenkit.json.
For example ((toolbar-prefer-icons . \"off\")).  Sent to the server as
`initializationOptions.rules'."
  :type '(alist :key-type symbol :value-type string))

(defvar screen-mode-syntax-table
  (let ((table (make-syntax-table)))
    ;; `//' to the end of the line and `/* */', not nested.
    (modify-syntax-entry ?/ ". 124b" table)
    (modify-syntax-entry ?* ". 23" table)
    (modify-syntax-entry ?\n "> b" table)
    (modify-syntax-entry ?\" "\"" table)
    (modify-syntax-entry ?\\ "\\" table)
    (modify-syntax-entry ?_ "_" table)
    (dolist (punctuation '(?: ?\; ?, ?# ?% ?-))
      (modify-syntax-entry punctuation "." table))
    table)
  "Syntax table for `screen-mode'.")

(defface font-lock-escape-face '((t :inherit font-lock-regexp-grouping-backslash))
  "Face for escapes in strings (Emacs 29 defines it; older ones do not)."
  :group 'screen)

(defconst screen--identifier "[A-Za-z_][A-Za-z0-9_]*")

(defvar screen-font-lock-keywords
  `(;; `screen Name', but not a Tab's `screen:' property.
    (,(concat "\\_<\\(screen\\)\\_>\\(?:[ \t]+\\(" screen--identifier "\\)\\)?\\(?:[ \t]*[^: \t]\\|$\\)")
     (1 font-lock-keyword-face) (2 font-lock-function-name-face nil t))
    ;; A property name, and its value when that is a word.
    (,(concat "\\_<\\(" screen--identifier "\\)[ \t]*:\\(?:[ \t]*\\_<\\(" screen--identifier "\\)\\_>\\)?")
     (1 font-lock-variable-name-face)
     (2 font-lock-constant-face nil t))
    ;; A capitalised word that is not a property starts an element.
    ("\\_<[A-Z][A-Za-z0-9_]*\\_>" . font-lock-type-face)
    ("#\\(?:[0-9A-Fa-f]\\{8\\}\\|[0-9A-Fa-f]\\{6\\}\\|[0-9A-Fa-f]\\{3\\}\\)\\_>" . font-lock-constant-face)
    ("\\_<-?[0-9]+\\(?:\\.[0-9]+\\)?\\(pt\\|%\\|h\\(?:[0-9]+m\\)?\\(?:[0-9]+s\\)?\\|m\\(?:[0-9]+s\\)?\\|s\\)?\\_>"
     (0 font-lock-constant-face) (1 font-lock-builtin-face nil t))
    ("\\\\\\(?:[\"\\\\nt]\\|u{[0-9A-Fa-f]\\{1,8\\}}\\)" (0 font-lock-escape-face t)))
  "Highlighting for `screen-mode': the tokens of Grammar/screen.tmLanguage.json.")

(defun screen-indent-line ()
  "Indent the current line by its nesting depth in `{' and `['."
  (interactive)
  (let* ((depth (save-excursion
                  (car (syntax-ppss (line-beginning-position)))))
         (closing (save-excursion
                    (back-to-indentation)
                    (looking-at-p "[]}]")))
         (column (* screen-indent-offset (max 0 (- depth (if closing 1 0)))))
         (offset (- (current-column) (current-indentation))))
    (indent-line-to column)
    (when (> offset 0) (forward-char offset))))

;;;###autoload
(define-derived-mode screen-mode prog-mode "Screen"
  "Major mode for ScreenKit .screen files."
  :syntax-table screen-mode-syntax-table
  (setq-local comment-start "// ")
  (setq-local comment-end "")
  (setq-local comment-start-skip "\\(?://+\\|/\\*+\\)\\s-*")
  (setq-local font-lock-defaults '(screen-font-lock-keywords))
  (setq-local indent-line-function #'screen-indent-line)
  (setq-local indent-tabs-mode nil)
  (setq-local electric-indent-chars (append "}]" electric-indent-chars)))

;;;###autoload
(add-to-list 'auto-mode-alist '("\\.screen\\'" . screen-mode))

;;; The language server, for Eglot.

(defun screen-environment-locale ()
  "The language tag of the environment's locale, or nil.
\"zh_TW.UTF-8\" gives \"zh-TW\"."
  (let ((value (car (delete "" (delq nil (mapcar #'getenv '("LC_ALL" "LC_MESSAGES" "LANG")))))))
    (when (and value (string-match "\\`\\([A-Za-z]+\\(?:[_-][A-Za-z]+\\)?\\)" value))
      (let ((tag (replace-regexp-in-string "_" "-" (match-string 1 value))))
        (unless (member tag '("C" "POSIX")) tag)))))

(defun screen-eglot-contact (&optional _interactive)
  "The server's command line and initialization options.
For `eglot-server-programs'."
  (let ((locale (or screen-locale (screen-environment-locale)))
        (options nil))
    (when screen-rules
      (setq options (list :rules (mapcan (lambda (rule) (list (intern (format ":%s" (car rule))) (cdr rule)))
                                         screen-rules))))
    (when locale
      (setq options (append (list :locale locale) options)))
    (append (list screen-server-program "lsp")
            (when options (list :initializationOptions options)))))

(defvar eglot-server-programs)

;;; The preview.

(declare-function eglot--current-server-or-lose "eglot")
(declare-function eglot--TextDocumentIdentifier "eglot")
(declare-function eglot--pos-to-lsp-position "eglot")
(declare-function jsonrpc-request "jsonrpc")

(defvar-local screen-preview-screen nil
  "The screen the preview buffer shows.")

(defun screen-preview ()
  "Show the SVG wireframe of the screen at point in the *ScreenKit Preview* buffer.
The server draws it (`screenkit/preview`) with the screen's findings on it. Emacs shows
the picture where it can draw SVG; elsewhere (a terminal) the buffer holds the SVG text.
Run it again after an edit to redraw."
  (interactive)
  (require 'eglot)
  (let* ((server (eglot--current-server-or-lose))
         (answer (jsonrpc-request server :screenkit/preview
                                  (list :textDocument (eglot--TextDocumentIdentifier)
                                        :position (eglot--pos-to-lsp-position)))))
    (unless answer (user-error "No screen to preview here"))
    (let ((svg (plist-get answer :svg))
          (buffer (get-buffer-create "*ScreenKit Preview*")))
      (with-current-buffer buffer
        (let ((inhibit-read-only t))
          (erase-buffer)
          (insert svg)
          (when (and (display-images-p) (image-type-available-p 'svg))
            (put-text-property (point-min) (point-max) 'display (create-image svg 'svg t))))
        (setq buffer-read-only t)
        (setq screen-preview-screen (plist-get answer :screen))
        (goto-char (point-min)))
      (display-buffer buffer '((display-buffer-reuse-window display-buffer-pop-up-window)))
      buffer)))

;;;###autoload
(with-eval-after-load 'eglot
  (add-to-list 'eglot-server-programs '(screen-mode . screen-eglot-contact)))

(provide 'screen-mode)
;;; screen-mode.el ends here
