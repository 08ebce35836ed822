;;; emacs_cross_file.el --- A finding in one buffer that another buffer settles, in Emacs with Eglot -*- lexical-binding: t -*-
;; emacs --batch -l editors/emacs/screen-mode.el -l drivers/emacs_cross_file.el PLAN
;; The plan names the file to open, a link to retarget in it ([from, to]), the other file and
;; the lines to add at its end. What was read goes to the plan's result file as JSON:
;; {"linked": [codes of the first buffer once the link names no screen],
;;  "declared": [its codes once the other buffer declares the screen]}.

(load (expand-file-name "screen-test.el" (file-name-directory load-file-name)) nil t)

(defun screen-test-replace (from to)
  (goto-char (point-min))
  (unless (search-forward from nil t)
    (screen-test-fail (format "not in the buffer: %s" from)))
  (replace-match to t t))

(find-file (alist-get 'file screen-test-plan))
(defvar screen-test-first (current-buffer))
(apply #'eglot (eglot--guess-contact))
(unless (screen-test-wait (lambda () (eglot-current-server))) (screen-test-fail "no server"))
;; Batch Emacs runs no command loop: start Flymake by hand, as a command's end would.
(flymake-start)
(screen-test-wait (lambda () (screen-test-codes screen-test-first)))

(let ((link (alist-get 'link screen-test-plan)))
  (screen-test-replace (aref link 0) (aref link 1)))
;; The change is sent on an idle timer, which batch Emacs never reaches: send it now.
(eglot--signal-textDocument/didChange)
(screen-test-wait (lambda () (member "unknown-screen" (screen-test-codes screen-test-first))))
(push (cons 'linked (vconcat (screen-test-codes screen-test-first))) screen-test-result)

;; Declare the screen in another buffer, unsaved: only the server's view of it changes.
(find-file (alist-get 'other_file screen-test-plan))
(unless (screen-test-wait (lambda () (eglot-managed-p)))
  (screen-test-fail "the other buffer is not managed by Eglot"))
(goto-char (point-max))
(insert (mapconcat #'identity (alist-get 'declaration screen-test-plan) "\n") "\n")
(eglot--signal-textDocument/didChange)
(screen-test-wait (lambda () (not (member "unknown-screen" (screen-test-codes screen-test-first)))))
(push (cons 'declared (vconcat (screen-test-codes screen-test-first))) screen-test-result)
(screen-test-finish)
