import VipermapModel

/// Arguments: binding a call's arguments to the parameters they fill (labels, trailing closures, default values), the
/// type an implicit member takes from its parameter, and what a receiver written in the same body is.
extension ValueFlow {
    /// Whether a trailing closure passes over parameter `position` of `function`: it has a default value, its type is
    /// not written as a function's, and a later parameter's is (a type alias of a closure type is no reason to skip).
    static func skipsTrailingClosure(_ position: Int, of function: FunctionFact) -> Bool {
        guard position < function.parameterDefaults.count, function.parameterDefaults[position] != nil,
              position < function.parameterTypes.count, !isFunctionType(function.parameterTypes[position]) else { return false }
        return function.parameterTypes[(position + 1)...].contains(where: isFunctionType)
    }

    /// The arguments of a call bound to the parameters of function `index` by label, in order (parameters with default
    /// values may be skipped; trailing closures fill the parameters left, in order). `defaults`: a parameter the call
    /// leaves out holds its default value.
    func bind(_ arguments: [[Value]], labels: String, to index: Int, defaults: Bool = true) -> [String: [Value]] {
        let function = linker.functions[index].fact
        let declared = program.declaredLabels[index]
        guard declared.count == function.parameters.count else { return [:] }
        var result: [String: [Value]] = [:]
        let given = labels.split(separator: ":", omittingEmptySubsequences: false).dropLast()
        var next = 0
        for (position, label) in given.enumerated() where position < arguments.count {
            while next < declared.count && declared[next] != label { next += 1 }
            guard next < declared.count else { break }
            result[function.parameters[next]] = contextTyped(arguments[position], parameter: next, of: function)
            next += 1
        }
        // Trailing closures, matched forward (SE-0286): each fills the next parameter left, passing over one that has a
        // default value and is no function (`Stage(stack: Int? = nil, animated: Bool = true, content: …) { … }`).
        var parameter = next
        for position in given.count..<max(given.count, arguments.count) {
            while parameter < function.parameters.count, Self.skipsTrailingClosure(parameter, of: function) { parameter += 1 }
            guard parameter < function.parameters.count else { break }
            result[function.parameters[parameter]] = contextTyped(arguments[position], parameter: parameter, of: function)
            parameter += 1
        }
        // A parameter the call leaves out holds its default value (`drop: Drop = .none`), evaluated as the callee's.
        if defaults, !function.parameterDefaults.isEmpty {
            for (name, value) in zip(function.parameters, function.parameterDefaults) where result[name] == nil {
                guard let value else { continue }
                result[name] = evaluate(value, in: Frame(function: Self.detached, selfType: function.owner, arguments: [:]))
            }
        }
        return result
    }

    /// Whether `type`, or a type it inherits from, is a view controller (``Conventions/isControllerValueType(_:)``).
    func isControllerType(_ type: String) -> Bool {
        Conventions.isControllerValueType(type) || ancestors(of: type).contains(where: Conventions.isControllerValueType)
    }

    /// Whether local `name` of the frame's function is only ever bound to a new, empty navigation controller
    /// (`UINavigationController()`, or the app's subclass of it made with no arguments).
    func isFreshNavigationController(_ name: String, in frame: Frame) -> Bool {
        guard frame.function != Self.detached, let positions = bindings(of: frame.function)[name], !positions.isEmpty else { return false }
        let steps = linker.functions[frame.function].fact.steps
        return positions.allSatisfy { position in
            guard case .call(.name(let type), "", let arguments) = steps[position].value, arguments.isEmpty else { return false }
            return linker.containerKind(of: type) == "UINavigationController"
        }
    }

    /// An implicit member expression takes the type the context expects (Swift's rule): `.profile` passed for a
    /// parameter declared `Destination` is that case of the app's enum `Destination` when it declares one, so a
    /// `switch self` in the enum's methods runs that case only.
    private func contextTyped(_ values: [Value], parameter position: Int, of function: FunctionFact) -> [Value] {
        guard position < function.parameterTypes.count,
              values.contains(where: { if case .enumCase("", _) = $0 { return true } else { return false } }) else { return values }
        let type = function.parameterTypes[position]
        return values.map { value in
            if case .enumCase("", let name) = value, isCase(name, of: type) { return .enumCase(type: type, name: name) }
            return value
        }
    }
}
