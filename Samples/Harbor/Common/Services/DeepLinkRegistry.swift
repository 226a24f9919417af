//
//  DeepLinkRegistry.swift
//  Harbor
//

import UIKit

/// Screens that partner extensions (fuel docks, chandleries) register for their `harbor://partner/…` links when
/// their bundles are loaded. Nothing in the app itself registers here: the table is filled at run time.
final class DeepLinkRegistry {

    typealias ScreenFactory = (DeepLink) -> UIViewController?

    private(set) var screens: [String: ScreenFactory] = [:]

    func register(path: String, factory: @escaping ScreenFactory) {
        screens[path] = factory
    }
}
