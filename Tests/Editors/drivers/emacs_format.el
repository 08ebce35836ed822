;;; emacs_format.el --- Format on save in Emacs with screen-mode and Eglot -*- lexical-binding: t -*-
;; emacs --batch -l editors/emacs/screen-mode.el --eval '(setq screen-format-on-save t)' -l drivers/emacs_format.el PLAN
;; Opens the plan's file, puts a marker on the line of the plan's `mark` text, saves the
;; buffer, and records the file as written and the line the marker is on afterwards.

(load (expand-file-name "screen-test.el" (file-name-directory load-file-name)) nil t)

(find-file (alist-get 'file screen-test-plan))
(unless (eq major-mode 'screen-mode) (screen-test-fail (format "major mode is %s" major-mode)))
(apply #'eglot (eglot--guess-contact))
(unless (screen-test-wait (lambda () (eglot-current-server))) (screen-test-fail "no server"))
(goto-char (point-min))
(search-forward (alist-get 'mark screen-test-plan))
(let ((marker (copy-marker (line-beginning-position))))
  ;; An edit first, as a user makes before saving: Emacs saves only a modified buffer.
  (goto-char marker)
  (insert " ")
  (save-buffer)
  (push (cons 'written (with-temp-buffer
                         (insert-file-contents-literally (alist-get 'file screen-test-plan))
                         (decode-coding-region (point-min) (point-max) 'utf-8)
                         (buffer-string)))
        screen-test-result)
  (goto-char marker)
  (push (cons 'mark_line (buffer-substring-no-properties (line-beginning-position) (line-end-position))) screen-test-result))
(screen-test-finish)
