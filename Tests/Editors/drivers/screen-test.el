;;; screen-test.el --- What the Emacs drivers share: the plan, waiting, and the result -*- lexical-binding: t -*-
;; Loaded by emacs.el, emacs_cross_file.el and emacs_preview.el; the plan's path is the first argument left.

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

(defun screen-test-fail (message)
  (push (cons 'errors (vector message)) screen-test-result)
  (screen-test-finish))

(defun screen-test-wait (predicate)
  "Runs the event loop until PREDICATE holds or the timeout passes; returns its value."
  (let ((deadline (+ (float-time) screen-test-timeout)) value)
    (while (and (not (setq value (funcall predicate))) (< (float-time) deadline))
      (accept-process-output nil 0.02))
    value))

(defun screen-test-codes (&optional buffer)
  "The codes of the diagnostics Flymake shows in BUFFER (the current one by default), sorted."
  (with-current-buffer (or buffer (current-buffer))
    (sort (mapcar (lambda (diagnostic)
                    (plist-get (alist-get 'eglot-lsp-diag (flymake-diagnostic-data diagnostic)) :code))
                  (flymake-diagnostics))
          #'string<)))
