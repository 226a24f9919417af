//
//  VIPERModule.swift
//  Social
//

import UIKit

/// What a configurator hands back: the module's view and the router that knows how to show it.
struct VIPERModule {
    let view: BaseViewController
    let router: BaseRouter

    func navigationWrapped() -> UINavigationController {
        UINavigationController(rootViewController: view)
    }
}

protocol LocalizedStringKeyProtocol {
    var localized: String { get }
}

extension LocalizedStringKeyProtocol where Self: RawRepresentable, RawValue == String {
    var localized: String { NSLocalizedString(rawValue, comment: "") }
}
