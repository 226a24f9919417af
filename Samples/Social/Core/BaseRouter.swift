//
//  BaseRouter.swift
//  Social
//
//  Every module router inherits the three ways a module can be put on screen.
//

import UIKit

class BaseRouter {

    weak var viewController: UIViewController?

    init(viewController: UIViewController) {
        self.viewController = viewController
    }

    /// Pushes this router's module on the navigation stack of `source`.
    func present(withPushfrom source: BaseRouter, animated: Bool = true) {
        guard let viewController = viewController else { return }
        source.viewController?.navigationController?.pushViewController(viewController, animated: animated)
    }

    /// Presents this router's module modally over `source`.
    func present(from source: BaseRouter, animated: Bool = true) {
        guard let viewController = viewController else { return }
        source.viewController?.present(viewController, animated: animated, completion: nil)
    }

    /// Adds this router's module as a child of `source`, filling `container`.
    func present(from source: BaseRouter, insideView container: UIView) {
        guard let child = viewController, let parent = source.viewController else { return }
        parent.addChild(child)
        child.view.frame = container.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(child.view)
        child.didMove(toParent: parent)
    }
}
