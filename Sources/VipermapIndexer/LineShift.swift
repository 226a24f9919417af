import VipermapModel

/// How an edit moved one file's lines, when it changed nothing else the indexer reads from the file: the two
/// versions' facts are equal once every line number is left out, and the lines moved in order.
///
/// That is the common edit (a statement added inside a method, a comment or a blank line), and the map does not
/// depend on it beyond the line numbers: the link step and the analysis copy a fact's line only into a place
/// (`file`, `line`) of the same file, never compare two lines but to order places of one file, and every canonical
/// order compares files before lines. So the previous run's map, with this file's places moved, is the map a cold
/// run gives (``AppMap/movingLines(_:)``, tested against cold runs in `MapReuseTests`).
struct LineShift: Equatable {
    /// New line of each line a fact of the old version stood on; strictly increasing.
    private(set) var moves: [Int: Int]

    /// The shift from `old` to `new`, or nil when they differ in anything but lines, or when the lines did not
    /// move in order (two facts swapped, or two lines merged into one).
    init?(from old: FileFacts, to new: FileFacts) {
        var oldLines: [Int] = [], newLines: [Int] = []
        guard old.path == new.path, Self.withoutLines(old, into: &oldLines) == Self.withoutLines(new, into: &newLines),
              oldLines.count == newLines.count else { return nil }
        var pairs = Array(zip(oldLines, newLines))
        pairs.sort { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 < $1.1) }
        var moves: [Int: Int] = [:]
        moves.reserveCapacity(pairs.count)
        var previous: (old: Int, new: Int)?
        for (oldLine, newLine) in pairs {
            if let previous {
                if previous.old == oldLine {
                    // One old line, one new line: the facts on it stayed together.
                    guard previous.new == newLine else { return nil }
                    continue
                }
                guard newLine > previous.new else { return nil }
            }
            moves[oldLine] = newLine
            previous = (oldLine, newLine)
        }
        self.moves = moves
    }

    /// The shift that moves each first line to its second; nil unless both go strictly up.
    init?(moves: [(Int, Int)]) {
        var table: [Int: Int] = [:]
        table.reserveCapacity(moves.count)
        for (index, move) in moves.enumerated() {
            if index > 0, move.0 <= moves[index - 1].0 || move.1 <= moves[index - 1].1 { return nil }
            table[move.0] = move.1
        }
        self.moves = table
    }

    /// This shift, then `next` (which moved the lines this one moved to): nil when a line this one moved to is not
    /// one of `next`'s, which cannot happen between facts equal but for lines.
    func then(_ next: LineShift) -> LineShift? {
        var composed: [Int: Int] = [:]
        composed.reserveCapacity(moves.count)
        for (old, middle) in moves {
            guard let new = next.moved(middle) else { return nil }
            composed[old] = new
        }
        guard composed.count == next.moves.count else { return nil }
        return LineShift(table: composed)
    }

    private init(table: [Int: Int]) {
        moves = table
    }

    /// The new line of `line`, when a fact of the old version stood on it.
    func moved(_ line: Int) -> Int? { moves[line] }

    /// `facts` with every line number set to 0, and the line numbers appended to `lines` in the order met.
    ///
    /// Every `line` of ``FileFacts`` and what it holds is listed here (`LineShiftTests` pins the field lists). A line
    /// field left out would only make equal facts compare unequal, which refuses reuse: never a wrong map.
    static func withoutLines(_ facts: FileFacts, into lines: inout [Int]) -> FileFacts {
        var facts = facts
        for index in facts.types.indices { take(&facts.types[index], into: &lines) }
        for index in facts.functions.indices { take(&facts.functions[index], into: &lines) }
        for index in facts.markers.indices { take(&facts.markers[index].line, into: &lines) }
        for index in facts.problems.indices { take(&facts.problems[index].line, into: &lines) }
        if facts.storyboard != nil {
            for index in facts.storyboard!.scenes.indices { take(&facts.storyboard!.scenes[index].line, into: &lines) }
            for index in facts.storyboard!.segues.indices { take(&facts.storyboard!.segues[index].line, into: &lines) }
        }
        return facts
    }

    /// A type with every line number set to 0, the line numbers appended to `lines` in the order met.
    static func take(_ type: inout TypeFact, into lines: inout [Int]) {
        take(&type.line, into: &lines)
        for index in type.cases.indices { take(&type.cases[index].line, into: &lines) }
        for index in type.requirements.indices { take(&type.requirements[index].line, into: &lines) }
    }

    /// A function with every line number set to 0, the line numbers appended to `lines` in the order met.
    static func take(_ function: inout FunctionFact, into lines: inout [Int]) {
        take(&function.line, into: &lines)
        for index in function.switchCases.indices { take(&function.switchCases[index].line, into: &lines) }
        for index in function.navigations.indices { take(&function.navigations[index].line, into: &lines) }
        for index in function.helperCalls.indices { take(&function.helperCalls[index].line, into: &lines) }
        for index in function.outgoingCalls.indices { take(&function.outgoingCalls[index].line, into: &lines) }
        for index in function.launchCalls.indices { take(&function.launchCalls[index].line, into: &lines) }
    }

    private static func take(_ line: inout Int, into lines: inout [Int]) {
        lines.append(line)
        line = 0
    }

    private static func take(_ line: inout Int?, into lines: inout [Int]) {
        guard var value = line else { return }
        take(&value, into: &lines)
        line = value
    }

    /// `type` with every line number set to 0.
    static func lineless(_ type: TypeFact) -> TypeFact {
        var type = type, lines: [Int] = []
        take(&type, into: &lines)
        return type
    }

    /// `function` with every line number set to 0.
    static func lineless(_ function: FunctionFact) -> FunctionFact {
        var function = function, lines: [Int] = []
        take(&function, into: &lines)
        return function
    }
}

extension AppMap {
    /// The map with every place in a file of `shifts` moved to its new line; nil when a place's line is not one a
    /// fact of the old version stood on (the map then did not come from those facts alone: reuse is refused).
    ///
    /// The order of the map's arrays is kept: each shift is strictly increasing and every canonical order compares
    /// a place's file before its line.
    func movingLines(_ shifts: [String: LineShift]) -> AppMap? {
        // Usually one file or a few: compared one by one (paths of other lengths differ at once), and only what
        // holds a place in one of them is written, so the rest of the map keeps sharing the snapshot's storage.
        let edited = shifts.sorted { $0.key < $1.key }.map { (path: $0.key, length: $0.key.utf8.count, shift: $0.value) }
        func shift(of file: String?) -> LineShift? {
            guard let file else { return nil }
            if edited.count > 8 { return shifts[file] }
            // A native string knows its length: most paths differ in it, and are not compared further.
            let length = file.utf8.count
            for edit in edited where edit.length == length && edit.path == file { return edit.shift }
            return nil
        }
        var map = self
        var failed = false
        func move(_ file: String?, _ line: inout Int) {
            guard let shift = shift(of: file) else { return }
            if let moved = shift.moved(line) { line = moved } else { failed = true }
        }
        func move(_ file: String?, _ line: inout Int?) {
            guard var value = line, let shift = shift(of: file) else { return }
            if let moved = shift.moved(value) { value = moved } else { failed = true }
            line = value
        }
        for index in map.modules.indices {
            guard map.modules[index].components.contains(where: { shift(of: $0.file) != nil })
                    || map.modules[index].navigationOptions.contains(where: { shift(of: $0.file) != nil })
                    || map.modules[index].evidence.contains(where: { shift(of: $0.file) != nil })
                    || shift(of: map.modules[index].declaration?.file) != nil else { continue }
            let module = map.modules[index]
            for item in module.components.indices { move(module.components[item].file, &map.modules[index].components[item].line) }
            for item in module.navigationOptions.indices { move(module.navigationOptions[item].file, &map.modules[index].navigationOptions[item].line) }
            for item in module.evidence.indices { move(module.evidence[item].file, &map.modules[index].evidence[item].line) }
            if let declaration = module.declaration { move(declaration.file, &map.modules[index].declaration!.line) }
        }
        for index in map.routes.indices {
            let route = map.routes[index]
            guard shift(of: route.file) != nil || route.triggeredBy.contains(where: { shift(of: $0.file) != nil }) else { continue }
            move(route.file, &map.routes[index].line)
            for site in route.triggeredBy.indices { move(route.triggeredBy[site].file, &map.routes[index].triggeredBy[site].line) }
        }
        for index in map.entryPoints.indices where shift(of: map.entryPoints[index].file) != nil {
            move(map.entryPoints[index].file, &map.entryPoints[index].line)
        }
        for index in map.findings.indices where shift(of: map.findings[index].file) != nil {
            move(map.findings[index].file, &map.findings[index].line)
        }
        return failed ? nil : map
    }
}
