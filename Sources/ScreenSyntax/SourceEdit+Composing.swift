extension SourceEdit {
    /// `edits` of a text, then `later`, edits of the text they give, as one list of edits of the
    /// first text with the same result: sorted, none overlapping or touching another. `edits`
    /// must be such a list (none, one edit, or a composition), and `later` edits that `apply`
    /// takes all of. Edits that touch or overlap merge into one, so what several passes of
    /// fixes did shows as changes of the text the user wrote. Linear in the edits' count and size.
    public static func composing(_ edits: [SourceEdit], with later: [SourceEdit]) -> [SourceEdit] {
        let later = later.sorted { $0.startsBefore($1) }
        // Each earlier edit's place in the text it gave.
        var shift = 0
        let placed = edits.map { edit in
            let start = edit.range.lowerBound + shift
            shift += edit.delta
            return start..<(start + edit.replacement.count)
        }
        var result: [SourceEdit] = []
        var earlier = 0, next = 0
        // The sum of the deltas of the earlier edits before the group being made.
        var shiftBefore = 0
        while earlier < edits.count || next < later.count {
            // A group: the earlier and later edits that touch or overlap one another in a chain,
            // in the middle text; it starts with whichever starts first.
            let groupFirstEarlier = earlier, groupFirstLater = next
            let lower: Int
            var upper: Int
            if next == later.count || (earlier < edits.count && placed[earlier].lowerBound <= later[next].range.lowerBound) {
                (lower, upper) = (placed[earlier].lowerBound, placed[earlier].upperBound)
                earlier += 1
            } else {
                (lower, upper) = (later[next].range.lowerBound, later[next].range.upperBound)
                next += 1
            }
            var grew = true
            while grew {
                grew = false
                while earlier < edits.count, placed[earlier].lowerBound <= upper {
                    upper = max(upper, placed[earlier].upperBound)
                    earlier += 1
                    grew = true
                }
                while next < later.count, later[next].range.lowerBound <= upper {
                    upper = max(upper, later[next].range.upperBound)
                    next += 1
                    grew = true
                }
            }
            let groupEarlier = groupFirstEarlier..<earlier, groupLater = groupFirstLater..<next
            let groupShift = edits[groupEarlier].reduce(0) { $0 + $1.delta }
            guard !groupLater.isEmpty else {
                // Earlier edits no later one touches stay as they are.
                result += edits[groupEarlier]
                shiftBefore += groupShift
                continue
            }
            // The group's new text: the later edits' text, and between them what the earlier
            // edits wrote (the middle text there is theirs, since the group is a chain).
            var replacement: [UInt8] = []
            var position = lower
            var covering = groupEarlier.lowerBound
            func appendEarlierText(upTo end: Int) {
                while position < end, covering < groupEarlier.upperBound {
                    let range = placed[covering]
                    guard range.upperBound > position else { covering += 1; continue }
                    let to = min(end, range.upperBound)
                    replacement += edits[covering].replacement[(position - range.lowerBound)..<(to - range.lowerBound)]
                    position = to
                }
            }
            for index in groupLater {
                appendEarlierText(upTo: later[index].range.lowerBound)
                replacement += later[index].replacement
                position = later[index].range.upperBound
            }
            appendEarlierText(upTo: upper)
            result.append(SourceEdit(range: (lower - shiftBefore)..<(upper - shiftBefore - groupShift), replacement: replacement))
            shiftBefore += groupShift
        }
        return result
    }
}
