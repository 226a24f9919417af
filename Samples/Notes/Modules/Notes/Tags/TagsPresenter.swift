//
//  TagsPresenter.swift
//  Notes
//
//  Created from the VIPER module template.
//

import Foundation

protocol TagsViewToPresenter: AnyObject {}
protocol TagsInteractorToPresenter: AnyObject {}

final class TagsPresenter: Presentable {

    typealias View = TagsPresenterToView
    typealias Interactor = TagsPresenterToInteractor
    typealias Router = TagsPresenterToRouter

    weak var view: View?
    var interactor: Interactor?
    var router: Router?
}

extension TagsPresenter: TagsViewToPresenter {}
extension TagsPresenter: TagsInteractorToPresenter {}
