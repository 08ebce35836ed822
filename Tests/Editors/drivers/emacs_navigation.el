;;; emacs_navigation.el --- Go to definition into another file and rename, in Emacs with Eglot -*- lexical-binding: t -*-
;; emacs --batch -l editors/emacs/screen-mode.el -l drivers/emacs_navigation.el PLAN
;; The plan and the result are described in scenario.py (write_navigation_plan).

(load (expand-file-name "screen-test.el" (file-name-directory load-file-name)) nil t)
(require 'xref)

(defun screen-test-place-cursor ()
  "Puts point inside the name, as a user would."
  (goto-char (point-min))
  (unless (search-forward (alist-get 'cursor_text screen-test-plan) nil t)
    (screen-test-fail "the cursor text is not in the buffer"))
  (goto-char (match-beginning 0))
  ;; The offset is in bytes; the text before the name is ASCII.
  (forward-char (alist-get 'cursor_offset screen-test-plan)))

(defun screen-test-text (buffer)
  (with-current-buffer buffer (buffer-substring-no-properties (point-min) (point-max))))

(find-file (alist-get 'file screen-test-plan))
(defvar screen-test-first (current-buffer))
(apply #'eglot (eglot--guess-contact))
(unless (screen-test-wait (lambda () (eglot-current-server))) (screen-test-fail "no server"))

(screen-test-place-cursor)
(xref-find-definitions (xref-backend-identifier-at-point (xref-find-backend)))
(let ((other (file-truename (alist-get 'other_file screen-test-plan))))
  (when (screen-test-wait (lambda () (equal (and buffer-file-name (file-truename buffer-file-name)) other)))
    (push (cons 'definition
                (list (cons 'file buffer-file-name) (cons 'line (line-number-at-pos))
                      (cons 'column (1+ (string-bytes (buffer-substring-no-properties (line-beginning-position) (point)))))))
          screen-test-result)))

;; Back to the inbox; the other file is closed again, so the rename reaches it on disk.
(let ((jumped (current-buffer)))
  (switch-to-buffer screen-test-first)
  (unless (eq jumped screen-test-first) (kill-buffer jumped)))
(screen-test-place-cursor)
(setq eglot-confirm-server-initiated-edits nil)
;; Eglot asks before it edits a file no buffer visits: the user says yes.
(cl-letf (((symbol-function 'y-or-n-p) (lambda (_prompt) t)))
  (eglot-rename (alist-get 'new_name screen-test-plan)))
(screen-test-wait (lambda () (string-match-p (regexp-quote (concat "pushes: " (alist-get 'new_name screen-test-plan)))
                                             (screen-test-text screen-test-first))))
(push (cons 'renamed (vconcat (split-string (string-trim-right (screen-test-text screen-test-first) "\n") "\n"))) screen-test-result)
(let ((buffer (get-file-buffer (alist-get 'other_file screen-test-plan))))
  (push (cons 'renamed_other
              (if buffer (screen-test-text buffer)
                (with-temp-buffer (insert-file-contents (alist-get 'other_file screen-test-plan)) (buffer-string))))
        screen-test-result))
(screen-test-finish)
