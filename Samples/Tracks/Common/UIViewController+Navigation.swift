//
//  UIViewController+Navigation.swift
//  Tracks
//

import UIKit

extension UIViewController {

    func push(_ viewController: UIViewController, animated: Bool) {
        navigationController?.pushViewController(viewController, animated: animated)
    }
}
