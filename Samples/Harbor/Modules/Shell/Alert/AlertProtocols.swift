//
//  AlertProtocols.swift
//  Harbor
//

import UIKit

protocol AlertViewProtocol: AnyObject {
    func display(title: String, message: String, showsMoreInfo: Bool)
}

protocol AlertPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapDismiss()
    func didTapMoreInfo()
}

protocol AlertRouterProtocol: AnyObject {
    func close()
    func openMoreInfo(url: URL)
}
