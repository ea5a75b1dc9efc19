import SwiftSyntax

/// Finds where a parsed document nests deeper than its limit, before anything walks it
/// recursively (the parser's diagnostics, operator folding, the compiler, rendering), so that
/// a deep document is an error and not a stack overflow.
///
/// Two depths are checked: brackets, braces, parentheses and angle brackets, which the parser
/// itself stops at (it is given the limit as its `maximumNestingLevel` and leaves the rest of
/// the file unparsed); and the depth of the syntax tree, which also grows with chains that
/// need no brackets (`a.b().c()…`, `!!!…x`, `1 + 1 + …`).
enum NestingCheck {
    /// The first place where `tree` nests deeper than `limits` allow, with the message to
    /// report there; `nil` when it does not.
    static func problem(in tree: SourceFileSyntax, limits: ScriptLimits) -> (message: String, node: Syntax)? {
        if tree.hasMaximumNestingLevelOverflow {
            return ("brackets, braces and parentheses nest more than \(limits.nesting) levels deep, the limit",
                    overflowNode(in: Syntax(tree)))
        }
        let maxDepth = limits.nesting * ScriptLimits.syntaxLevelsPerNesting
        if let node = firstNode(in: Syntax(tree), deeperThan: maxDepth) {
            return ("the syntax nests more than \(maxDepth) levels deep, the limit (\(limits.nesting) levels of nesting; "
                + "long chains of calls, members and operators count too)", node)
        }
        return nil
    }

    /// Where the parser stopped: the innermost node that holds its overflow.
    private static func overflowNode(in root: Syntax) -> Syntax {
        var node = root
        while let child = node.children(viewMode: .all).first(where: \.hasMaximumNestingLevelOverflow) {
            node = child
        }
        return node
    }

    /// The first node, in source order, more than `maxDepth` levels below `root`; found
    /// without recursion. The operands of a flat sequence of binary operators (`1 + 1 + …`)
    /// count one level deeper per operator, as they nest once folded.
    private static func firstNode(in root: Syntax, deeperThan maxDepth: Int) -> Syntax? {
        var pending: [(node: Syntax, depth: Int)] = [(root, 0)]
        while let (node, depth) = pending.popLast() {
            if depth > maxDepth { return node }
            let folded = node.as(SequenceExprSyntax.self).map { $0.elements.count / 2 } ?? 0
            for child in node.children(viewMode: .sourceAccurate).reversed() { pending.append((child, depth + 1 + folded)) }
        }
        return nil
    }
}
