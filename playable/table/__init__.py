"""table"""
