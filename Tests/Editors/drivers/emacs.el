;;; emacs.el --- Plays Tests/Editors/scenario.py in Emacs with screen-mode and Eglot -*- lexical-binding: t -*-
;; emacs --batch -l editors/emacs/screen-mode.el -l drivers/emacs.el PLAN
;; (--batch without -Q, so that Debian's site files put Eglot on the load path.)
;; Every wait has the plan's timeout; what was read goes to the plan's result file as JSON.

(load (expand-file-name "screen-test.el" (file-name-directory load-file-name)) nil t)

(defun screen-test-goto (text)
  (goto-char (point-min))
  (unless (search-forward text nil t) (screen-test-fail (format "not in the buffer: %s" text)))
  (goto-char (match-beginning 0)))

(defun screen-test-hover (text)
  "The hover text, through Eglot's eldoc function (it answers for a shown buffer only)."
  (screen-test-goto text)
  (when (eglot--server-capable :hoverProvider)
    (let* ((answer nil)
           (asked (eglot-hover-eldoc-function (lambda (info &rest _) (setq answer (or info 'none))))))
      (and asked (screen-test-wait (lambda () answer)))
      (and (stringp answer) (substring-no-properties answer)))))

(defun screen-test-completion (text)
  "The labels Eglot's completion-at-point offers for an empty prefix there."
  (screen-test-goto text)
  (when (eglot--server-capable :completionProvider)
    (let ((capf (eglot-completion-at-point)))
      (and capf (vconcat (mapcar #'substring-no-properties (all-completions "" (nth 2 capf))))))))

(find-file (alist-get 'file screen-test-plan))
(unless (eq major-mode 'screen-mode) (screen-test-fail (format "major mode is %s" major-mode)))
(apply #'eglot (eglot--guess-contact))
(unless (screen-test-wait (lambda () (eglot-current-server))) (screen-test-fail "no server"))
;; Batch Emacs runs no command loop: start Flymake by hand, as a command's end would.
(flymake-start)
(unless (screen-test-wait (lambda () (flymake-diagnostics))) (screen-test-fail "no diagnostics"))
(push (cons 'before (vconcat (screen-test-codes))) screen-test-result)
(push (cons 'messages (vconcat (mapcar (lambda (d) (plist-get (alist-get 'eglot-lsp-diag (flymake-diagnostic-data d)) :message))
                                       (flymake-diagnostics))))
      screen-test-result)
(push (cons 'hover (vconcat (mapcar #'screen-test-hover (alist-get 'hover screen-test-plan)))) screen-test-result)
(push (cons 'completion (vconcat (mapcar #'screen-test-completion (alist-get 'completion screen-test-plan)))) screen-test-result)

(let ((before (screen-test-codes)))
  (seq-doseq (edit (alist-get 'edits screen-test-plan))
    (screen-test-goto (aref edit 0))
    (delete-region (point) (+ (point) (length (aref edit 0))))
    (insert (aref edit 1)))
  ;; The change is sent on an idle timer, which batch Emacs never reaches: send it now.
  (eglot--signal-textDocument/didChange)
  ;; Flymake drops the old diagnostics of an edited region at once: wait for the new ones.
  (screen-test-wait (lambda () (let ((codes (screen-test-codes))) (and codes (not (equal codes before)))))))
(push (cons 'after (vconcat (screen-test-codes))) screen-test-result)
(screen-test-finish)
