//
//  VIPER.swift
//  Notes
//
//  The four generic protocols every module's components adopt. Module-specific protocols
//  (`XPresenterToView`, `XViewToPresenter`, …) declare what each component offers the others.
//

import UIKit

protocol Viewable: AnyObject {
    associatedtype Presenter

    var presenter: Presenter? { get set }
}

protocol Presentable: AnyObject {
    associatedtype View
    associatedtype Interactor
    associatedtype Router

    var view: View? { get set }
    var interactor: Interactor? { get set }
    var router: Router? { get set }
}

protocol Interactable: AnyObject {
    associatedtype Presenter

    var presenter: Presenter? { get set }
}

protocol Routable: AnyObject {

    associatedtype View: UIViewController & Viewable
    associatedtype Presenter: Presentable
    associatedtype Interactor: Interactable
    associatedtype Router: Routable

    var view: View? { get set }

    static func createModule(view: View, presenter: Presenter, interactor: Interactor, router: Router) -> View
}
