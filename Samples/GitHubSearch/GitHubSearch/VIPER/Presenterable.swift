//
//  Presenterable.swift
//  GitHubSearch
//

import Foundation

protocol Interactorable {
    // nop
}

protocol Presenterable {
    associatedtype I: Interactorable
    associatedtype R: Routerable
    var dependencies: (interactor: I, router: R) { get }
}
