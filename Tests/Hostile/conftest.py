"""Collects the figures of the hostile-file cases and prints them as a table at the end."""
FIGURES = []


def pytest_terminal_summary(terminalreporter):
    if not FIGURES:
        return
    terminalreporter.write_sep("-", "screenkit check on hostile files")
    terminalreporter.write_line(f"{'case':<26} {'input MB':>9} {'seconds':>8} {'peak RSS MB':>11} {'bound MB':>9} {'diagnostics':>11} {'exit':>4}")
    for row in FIGURES:
        terminalreporter.write_line(
            f"{row['case']:<26} {row['bytes'] / 1e6:>9.2f} {row['seconds']:>8.2f} {row['peak_rss'] / 1e6:>11.1f} "
            f"{row['bound'] / 1e6:>9.1f} {row['diagnostics']:>11} {row['exit']:>4}")
