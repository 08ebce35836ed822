;;; emacs_cross_file.el --- A finding in one buffer that another buffer settles, in Emacs with Eglot -*- lexical-binding: t -*-
;; emacs --batch -l editors/emacs/screen-mode.el -l drivers/emacs_cross_file.el PLAN
;; The plan names the file to open, a link to retarget in it ([from, to]), the other file and
;; the lines to add at its end. What was read goes to the plan's result file as JSON:
;; {"linked": [codes of the first buffer once the link names no screen],
;;  "declared": [its codes once the other buffer declares the screen]}.

(require 'json)
(require 'eglot)
(require 'flymake)

(defvar screen-test-plan (json-read-file (car command-line-args-left)))
(defvar screen-test-timeout (/ (alist-get 'timeout_ms screen-test-plan) 1000.0))
(defvar screen-test-result (list (cons 'errors [])))

(defun screen-test-finish ()
  (with-temp-file (alist-get 'result screen-test-plan)
    (insert (json-encode screen-test-result)))
  (kill-emacs 0))

(defun screen-test-wait (predicate)
  "Runs the event loop until PREDICATE holds or the timeout passes; returns its value."
  (let ((deadline (+ (float-time) screen-test-timeout)) value)
    (while (and (not (setq value (funcall predicate))) (< (float-time) deadline))
      (accept-process-output nil 0.02))
    value))

(defun screen-test-codes (buffer)
  (with-current-buffer buffer
    (sort (mapcar (lambda (diagnostic)
                    (plist-get (alist-get 'eglot-lsp-diag (flymake-diagnostic-data diagnostic)) :code))
                  (flymake-diagnostics))
          #'string<)))

(defun screen-test-replace (from to)
  (goto-char (point-min))
  (unless (search-forward from nil t)
    (push (cons 'errors (vector (format "not in the buffer: %s" from))) screen-test-result)
    (screen-test-finish))
  (replace-match to t t))

(find-file (alist-get 'file screen-test-plan))
(defvar screen-test-first (current-buffer))
(apply #'eglot (eglot--guess-contact))
(unless (screen-test-wait (lambda () (eglot-current-server)))
  (push (cons 'errors ["no server"]) screen-test-result)
  (screen-test-finish))
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
  (push (cons 'errors ["the other buffer is not managed by Eglot"]) screen-test-result)
  (screen-test-finish))
(goto-char (point-max))
(insert (mapconcat #'identity (alist-get 'declaration screen-test-plan) "\n") "\n")
(eglot--signal-textDocument/didChange)
(screen-test-wait (lambda () (not (member "unknown-screen" (screen-test-codes screen-test-first)))))
(push (cons 'declared (vconcat (screen-test-codes screen-test-first))) screen-test-result)
(screen-test-finish)
