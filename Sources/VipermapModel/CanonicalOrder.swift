/// Helpers behind the `normalized()` methods: canonical order at the cost of one pass when it already holds.
///
/// Every stage normalizes what it is handed (the linker, the indexer, the analyzer, each writer), so the same
/// arrays are put in order again and again; checking the order first makes all but the first time cheap.
enum CanonicalOrder {
    /// `Array(Set(elements)).sorted(by: less)` for an order `less` under which only equal elements tie:
    /// sorted, duplicates removed; `elements` itself when it already is so.
    static func sortedUnique<Element: Equatable>(_ elements: [Element], by less: (Element, Element) -> Bool) -> [Element] {
        if isStrictlyIncreasing(elements, by: less) { return elements }
        var result: [Element] = []
        result.reserveCapacity(elements.count)
        // Start of the run of elements that tie with the last one: `nil` and `""` (or 0) tie without being equal,
        // so a duplicate need not sit right after its twin.
        var run = 0
        for element in elements.sorted(by: less) {
            if let last = result.last, !less(last, element) {
                if result[run...].contains(element) { continue }
            } else {
                run = result.count
            }
            result.append(element)
        }
        return result
    }

    /// `elements.sorted(by: less)` (stable), or `elements` itself when already in order.
    static func sorted<Element>(_ elements: [Element], by less: (Element, Element) -> Bool) -> [Element] {
        var index = 1
        while index < elements.count {
            if less(elements[index], elements[index - 1]) { return elements.sorted(by: less) }
            index += 1
        }
        return elements
    }

    static func isStrictlyIncreasing<Element>(_ elements: [Element], by less: (Element, Element) -> Bool) -> Bool {
        var index = 1
        while index < elements.count {
            if !less(elements[index - 1], elements[index]) { return false }
            index += 1
        }
        return true
    }

    /// -1, 0 or 1 as `a` sorts before, with or after `b` (String's own order).
    @inline(__always)
    static func compare(_ a: String, _ b: String) -> Int {
        a == b ? 0 : a < b ? -1 : 1
    }

    /// The same with nil sorting as the empty string.
    @inline(__always)
    static func compare(_ a: String?, _ b: String?) -> Int {
        switch (a, b) {
        case (nil, nil): return 0
        case (let a?, nil): return a.isEmpty ? 0 : 1
        case (nil, let b?): return b.isEmpty ? 0 : -1
        case (let a?, let b?): return compare(a, b)
        }
    }

    @inline(__always)
    static func compare(_ a: Int, _ b: Int) -> Int {
        a == b ? 0 : a < b ? -1 : 1
    }
}
