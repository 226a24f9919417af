//
//  Interfaces.swift
//  Pokedex
//

import UIKit

protocol ViewInterface: AnyObject {
}

protocol InteractorInterface: AnyObject {
}

protocol PresenterInterface: AnyObject {
    func viewDidLoad()
}

extension PresenterInterface {

    func viewDidLoad() {
        fatalError("Implementation pending...")
    }
}

extension UIStoryboard {

    func instantiateViewController<T: UIViewController>(ofType _: T.Type, withIdentifier identifier: String? = nil) -> T {
        let identifier = identifier ?? String(describing: T.self)
        return instantiateViewController(withIdentifier: identifier) as! T
    }
}
