import SwiftSyntax

extension TokenSyntax {
    /// The name an identifier token stands for, without the backticks of an escaped keyword (`` `default` `` →
    /// `default`) or of a raw identifier (SE-0451, Swift 6.2: `` `Evil Router` `` → `Evil Router`); Swift treats the
    /// escaped and the plain spelling as the same name, so the indexer must too (`` `Login`Router `` cannot occur, but
    /// a reference `` `LoginRouter` `` must find `LoginRouter`). Other tokens (keywords, operators) keep their text.
    var unescapedText: String {
        let text = self.text
        // Only a token spelled with a backtick can differ; `identifier` works out the token's kind again and makes a
        // second string, and this runs for every name the walk reads.
        guard text.utf8.first == UInt8(ascii: "`") else { return text }
        return identifier?.name ?? text
    }
}
