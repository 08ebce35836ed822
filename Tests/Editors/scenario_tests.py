"""The scenario's tests, which every editor's test module imports: each module defines the
`played` fixture, a tuple whose first item is what its driver read and whose last is the
locale the run expects."""
import scenario


def test_diagnostics_follow_the_edits(played):
    scenario.check_diagnostics(played[0], played[-1])


def test_hover_in_the_locale(played, waits_on):
    waits_on("hoverProvider", scenario.check_hover, played[0], played[-1])


def test_completion(played, waits_on):
    waits_on("completionProvider", scenario.check_completion, played[0])
