;;; emacs_preview.el --- The preview in Emacs with Eglot: screen-preview at point -*- lexical-binding: t -*-
;; emacs --batch -l editors/emacs/screen-mode.el -l drivers/emacs_preview.el PLAN
;; The plan names the file and the text to put point on. What was read goes to the plan's
;; result file as JSON: {"screen": the screen shown, "text": the preview buffer's text,
;; "image": whether Emacs drew it as an image}.

(load (expand-file-name "screen-test.el" (file-name-directory load-file-name)) nil t)

(find-file (alist-get 'file screen-test-plan))
(apply #'eglot (eglot--guess-contact))
(unless (screen-test-wait (lambda () (eglot-current-server))) (screen-test-fail "no server"))
(goto-char (point-min))
(unless (search-forward (alist-get 'at screen-test-plan) nil t)
  (screen-test-fail "the plan's text is not in the file"))
(let ((buffer (screen-preview)))
  (with-current-buffer buffer
    (push (cons 'screen screen-preview-screen) screen-test-result)
    (push (cons 'text (buffer-substring-no-properties (point-min) (point-max))) screen-test-result)
    (push (cons 'image (if (get-text-property (point-min) 'display) t :json-false)) screen-test-result)))
(screen-test-finish)
