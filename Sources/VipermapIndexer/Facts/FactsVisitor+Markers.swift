import Foundation
import SwiftSyntax
import VipermapModel

/// The markers of unfinished work a file holds: `fatalError` stubs, placeholders, `TODO` and `FIXME` comments.
extension FactsVisitor {
    /// Records a `fatalError(…)` call as a marker where it stands for unfinished work.
    func recordFatalError(_ node: FunctionCallExprSyntax) {
        // The `required init?(coder:)` stub Xcode writes into every programmatic view is not unfinished work.
        if let function = functionStack.last, function.fact.name == "init", function.fact.signature == "init(coder:)" { return }
        let message = node.arguments.first.map { stringValue($0.expression) } ?? ""
        let lowered = message.lowercased()
        let kind: MarkerFact.Kind = lowered.contains("implementation pending") || lowered.contains("not implemented yet")
            ? .implementationPending : .fatalError
        // A trap for a state that cannot happen (`guard let item else { fatalError() }`, a switch's impossible case)
        // is how finished code asserts; unfinished work is a body that is nothing but the trap, or says so.
        let saysUnfinished = ["not implemented", "unimplemented", "todo", "implement me", "not yet"].contains { lowered.contains($0) }
        if kind == .fatalError && !saysUnfinished && !Self.isWholeBody(node) { return }
        facts.markers.append(MarkerFact(kind: kind, text: "fatalError(\"\(message)\")", line: line(node), owner: currentOwner))
    }

    /// Whether a call is the only statement of a function's, initializer's or accessor's body (a stub).
    static func isWholeBody(_ node: FunctionCallExprSyntax) -> Bool {
        guard let item = node.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
              list.count == 1, let container = list.parent else { return false }
        if container.is(AccessorBlockSyntax.self) { return true }
        guard let block = container.as(CodeBlockSyntax.self), let owner = block.parent else { return false }
        return owner.is(FunctionDeclSyntax.self) || owner.is(InitializerDeclSyntax.self) || owner.is(AccessorDeclSyntax.self)
    }

    /// Records the placeholder a token is, and the `TODO` and `FIXME` comments in its trivia. A tree prints exactly
    /// its source, so the token's text and trivia are the file's bytes at its position.
    func scan(_ token: TokenSyntax) {
        let start = token.positionAfterSkippingLeadingTrivia.utf8Offset, end = token.endPositionBeforeTrailingTrivia.utf8Offset
        let leading = token.leadingTriviaLength.utf8Length, trailing = token.trailingTriviaLength.utf8Length
        source.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            if end - start >= 2, end <= bytes.count, bytes[start] == UInt8(ascii: "<"), bytes[start + 1] == UInt8(ascii: "#") {
                let text = String(decoding: bytes[start..<end], as: UTF8.self)
                facts.markers.append(MarkerFact(kind: .placeholder, text: text, line: lines.line(at: start), owner: currentOwner))
            }
            // Nearly all trivia is spaces and line breaks: look for a comment's `/` in its bytes before splitting it
            // into pieces (an array per token).
            if leading > 0, Self.containsSlash(bytes, from: start - leading, to: start) {
                scanComments(token.leadingTrivia, from: start - leading)
            }
            if trailing > 0, Self.containsSlash(bytes, from: end, to: end + trailing) {
                scanComments(token.trailingTrivia, from: end)
            }
        }
    }

    private static func containsSlash(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        guard let base = bytes.baseAddress, start >= 0, start < end, end <= bytes.count else { return false }
        return memchr(base + start, Int32(UInt8(ascii: "/")), end - start) != nil
    }

    private func scanComments(_ trivia: Trivia, from start: Int) {
        var position = start
        for piece in trivia {
            defer { position += piece.sourceLength.utf8Length }
            let text: String
            switch piece {
            case .lineComment(let comment), .blockComment(let comment), .docLineComment(let comment), .docBlockComment(let comment):
                text = comment
            default:
                continue
            }
            let kind: MarkerFact.Kind?
            if text.contains("TODO") { kind = .todo } else if text.contains("FIXME") { kind = .fixme } else { kind = nil }
            guard let kind else { continue }
            facts.markers.append(MarkerFact(kind: kind, text: text.trimmingCharacters(in: [" ", "\t", "\n", "\r"]), line: lines.line(at: position), owner: currentOwner))
        }
    }
}
